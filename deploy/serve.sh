#!/bin/sh
# Serves the production build with nginx in the foreground, in front of the two APIs:
#
#   DAEWON_API_URL=http://api.internal:5000 MEMBERSHIP_API_URL=http://api.internal:5000 deploy/serve.sh
#
# It fills deploy/nginx.conf from the environment, writes the deployment's runtime settings into a copy of
# index.html (the build itself is never changed, so one build serves every environment), and runs nginx with
# everything it writes under RUN_DIR: it works as root (the workers then run as nginx's default user) and as any
# other user (LISTEN on a port above 1023). Needs nginx and envsubst (Debian: apt-get install nginx gettext-base).
# Every variable is described in the README's "Deploy" section.
set -eu

ROOT=$(CDPATH='' cd -- "$(dirname -- "$0")/.." && pwd)
TEMPLATE="$ROOT/deploy/nginx.conf"
CONFIG_BLOCK='<script id="app-config" type="application/json">{}</script>'

fail() {
  echo "serve.sh: $*" >&2
  exit 1
}
NL=$(printf '\nx')
NL=${NL%x}

# ---------- settings ----------
DIST_DIR=${DIST_DIR:-$ROOT/dist}
LISTEN=${LISTEN:-8080}
SERVER_NAME=${SERVER_NAME:-_}
ERROR_LOG_LEVEL=${ERROR_LOG_LEVEL:-warn}
MIME_TYPES=${MIME_TYPES:-/etc/nginx/mime.types}
DAEWON_API_URL=${DAEWON_API_URL:-}
MEMBERSHIP_API_URL=${MEMBERSHIP_API_URL:-}
# the certificate authorities an HTTPS API's certificate is checked against
API_CA_FILE=${API_CA_FILE:-/etc/ssl/certs/ca-certificates.crt}
# the addresses of the proxies in front (TLS terminator, load balancer) whose X-Forwarded-For is believed
TRUSTED_PROXIES=${TRUSTED_PROXIES:-}
# other origins the API's files (FileUrl) and company logos may be served from (cloud storage), space-separated
FILE_ORIGINS=${FILE_ORIGINS:-}
# where the browser reports what the Content-Security-Policy blocked (a path or an https address); none by default
CSP_REPORT_URI=${CSP_REPORT_URI:-}
# runtime settings of the app (empty: the build's own value)
APP_NAME=${APP_NAME:-}
SSO_SITE_URL=${SSO_SITE_URL:-}
DAEWON_API_BASE=${DAEWON_API_BASE:-}
MEMBERSHIP_API_BASE=${MEMBERSHIP_API_BASE:-}

if [ -z "${RUN_DIR:-}" ]; then
  if [ "$(id -u)" = 0 ]; then parent=/run; else parent=${XDG_RUNTIME_DIR:-${TMPDIR:-/tmp}}; fi
  RUN_DIR="$parent/daewon-backoffice-nginx-$(printf '%s' "$LISTEN" | tr -c 'A-Za-z0-9' '-')"
fi

# the access log: the standard output when it can be opened again by name (not so for a socket or another
# user's file), else a file in RUN_DIR
if [ -z "${ACCESS_LOG:-}" ]; then
  if (: >>/dev/stdout) 2>/dev/null; then ACCESS_LOG=/dev/stdout; else ACCESS_LOG="$RUN_DIR/access.log"; fi
fi

NGINX=${NGINX:-}
if [ -z "$NGINX" ]; then
  NGINX=$(command -v nginx || true)
  [ -n "$NGINX" ] || [ ! -x /usr/sbin/nginx ] || NGINX=/usr/sbin/nginx
fi

# ---------- checks ----------
[ -n "$NGINX" ] && [ -x "$NGINX" ] || fail "nginx not found: install it (Debian: apt-get install nginx) or set NGINX to its executable"
command -v envsubst >/dev/null 2>&1 || fail "envsubst not found: install it (Debian: apt-get install gettext-base)"
[ -r "$MIME_TYPES" ] || fail "MIME_TYPES=$MIME_TYPES is not readable: set it to nginx's mime.types"
[ -r "$DIST_DIR/index.html" ] || fail "no build in DIST_DIR=$DIST_DIR: run npm run build (or set DIST_DIR to the build's folder)"
[ -r "$DIST_DIR/csp-script-hashes.txt" ] || fail "$DIST_DIR has no csp-script-hashes.txt: rebuild it with this version's npm run build"
# as root, nginx's workers run as its default user (nobody), who must be able to read the build (one kept under
# /root would start and then answer every file with 404)
if [ "$(id -u)" = 0 ] && command -v runuser >/dev/null 2>&1; then
  runuser -u nobody -- test -r "$DIST_DIR/index.html" -a -x "$DIST_DIR/assets" \
    || fail "nginx's workers (user nobody) cannot read the build in DIST_DIR=$DIST_DIR: put it where every user may read it (e.g. /srv or /opt), or run as its owner"
fi
grep -qF "$CONFIG_BLOCK" "$DIST_DIR/index.html" || fail "$DIST_DIR/index.html has no runtime settings block ($CONFIG_BLOCK): rebuild it with this version's npm run build"

# a value written into nginx's configuration: no white space, quotes, braces, semicolons or dollars
plain() {
  case $2 in
    '' | *[[:space:]\"\'\;\{\}\$\\]*) fail "$1='$2' is empty or has a character nginx's configuration cannot take" ;;
  esac
}
for name in DIST_DIR RUN_DIR LISTEN SERVER_NAME ACCESS_LOG ERROR_LOG_LEVEL MIME_TYPES API_CA_FILE; do
  eval "plain $name \"\$$name\""
done

# addresses: http(s), a host name or [IPv6] address, a port; then any path without spaces, quotes or <>
HOST_RE='https?://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]+)?'
REST_RE="[^[:space:][:cntrl:]\"'<>\\]*"

# an API server: scheme, host and port only (the /daewon.api/... path is passed on unchanged)
api_server() {
  value=${2%/}
  case $value in *"$NL"*) fail "$1 must be a single line" ;; esac
  printf '%s' "$value" | grep -Eqx "$HOST_RE" \
    || fail "$1='$2' must be the API server's address, as http(s)://host[:port] (no path)"
  printf '%s' "$value"
}
[ -n "$DAEWON_API_URL" ] || fail "set DAEWON_API_URL to the Daewon API server (http(s)://host[:port]); /daewon.api/ is proxied there"
[ -n "$MEMBERSHIP_API_URL" ] || fail "set MEMBERSHIP_API_URL to the membership API server (it may be the same as DAEWON_API_URL); /membership.api/ is proxied there"
DAEWON_API_URL=$(api_server DAEWON_API_URL "$DAEWON_API_URL")
MEMBERSHIP_API_URL=$(api_server MEMBERSHIP_API_URL "$MEMBERSHIP_API_URL")
case "$DAEWON_API_URL $MEMBERSHIP_API_URL" in
  *https://*) [ -r "$API_CA_FILE" ] || fail "API_CA_FILE=$API_CA_FILE is not readable: an HTTPS API's certificate is checked against it (Debian: apt-get install ca-certificates, or set it to your authority's file)" ;;
esac

# the client's address from the trusted proxies' X-Forwarded-For (nginx's realip module), else the connection's
REAL_IP_CONFIG=''
for proxy in $TRUSTED_PROXIES; do
  printf '%s' "$proxy" | grep -Eqx '[0-9A-Fa-f:./]+|unix:' \
    || fail "TRUSTED_PROXIES: '$proxy' is not an address or network (e.g. 10.0.0.5 10.1.0.0/16)"
  REAL_IP_CONFIG="$REAL_IP_CONFIG        set_real_ip_from $proxy;$NL"
done
[ -z "$REAL_IP_CONFIG" ] || REAL_IP_CONFIG="$REAL_IP_CONFIG        real_ip_header X-Forwarded-For;$NL        real_ip_recursive on;"

# the runtime settings: the name one line of text, the addresses http(s) (the API bases may also be a path)
for name in APP_NAME SSO_SITE_URL DAEWON_API_BASE MEMBERSHIP_API_BASE; do
  eval "value=\$$name"
  case $value in *"$NL"*) fail "$name must be a single line of text" ;; esac
  if printf '%s' "$value" | LC_ALL=C grep -q '[[:cntrl:]]'; then fail "$name must be a single line of text"; fi
done
for name in SSO_SITE_URL DAEWON_API_BASE MEMBERSHIP_API_BASE; do
  eval "value=\$$name"
  [ -n "$value" ] || continue
  printf '%s' "$value" | grep -Eqx "$HOST_RE([/?#]$REST_RE)?" && continue
  [ "$name" != SSO_SITE_URL ] && printf '%s' "$value" | grep -Eqx "/$REST_RE" && continue
  fail "$name='$value' must be an http(s) address$([ "$name" = SSO_SITE_URL ] || echo ' or a path starting with /')"
done

# ---------- the Content-Security-Policy ----------
origin_of() {
  printf '%s' "$1" | sed -E 's#^(https?://[^/?#]+).*#\1#'
}
SCRIPT_HASHES=$(tr -s ' \n' '  ' <"$DIST_DIR/csp-script-hashes.txt" | sed -e 's/^ *//' -e 's/ *$//')
printf '%s' "$SCRIPT_HASHES" | grep -Eqx "('sha(256|384|512)-[A-Za-z0-9+/=]+' ?)*" \
  || fail "$DIST_DIR/csp-script-hashes.txt is not a list of script hashes"
API_SOURCES=''
for base in "$DAEWON_API_BASE" "$MEMBERSHIP_API_BASE"; do
  case $base in
    http://* | https://*)
      origin=$(origin_of "$base")
      case " $API_SOURCES " in *" $origin "*) ;; *) API_SOURCES="$API_SOURCES $origin" ;; esac
      ;;
  esac
done
SSO_SOURCE=''
[ -z "$SSO_SITE_URL" ] || SSO_SOURCE=" $(origin_of "$SSO_SITE_URL")"
FILE_SOURCES=''
for origin in $FILE_ORIGINS; do
  printf '%s' "$origin" | grep -Eqx "https://([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]+)?" \
    || fail "FILE_ORIGINS: '$origin' must be an https origin (https://host[:port], no path)"
  FILE_SOURCES="$FILE_SOURCES $origin"
done
REPORT_DIRECTIVE=''
if [ -n "$CSP_REPORT_URI" ]; then
  plain CSP_REPORT_URI "$CSP_REPORT_URI"
  printf '%s' "$CSP_REPORT_URI" | grep -Eqx "(https://[^,<>]+|/[^,<>]*)" \
    || fail "CSP_REPORT_URI='$CSP_REPORT_URI' must be a path or an https address"
  REPORT_DIRECTIVE="; report-uri $CSP_REPORT_URI"
fi

CONTENT_SECURITY_POLICY="default-src 'self'; script-src 'self'${SCRIPT_HASHES:+ $SCRIPT_HASHES}; \
style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:$API_SOURCES$FILE_SOURCES; font-src 'self' data:; \
connect-src 'self'$API_SOURCES$FILE_SOURCES; frame-src 'self' blob:$API_SOURCES$FILE_SOURCES; \
media-src 'self' blob:$API_SOURCES$FILE_SOURCES; worker-src 'self'; manifest-src 'self'; \
object-src 'none'; base-uri 'self'; form-action 'self'$SSO_SOURCE; frame-ancestors 'none'$REPORT_DIRECTIVE"
PERMISSIONS_POLICY='accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), browsing-topics=()'

# ---------- the run folder and the page with its runtime settings ----------
umask 022
mkdir -p "$RUN_DIR/html" "$RUN_DIR/tmp" || fail "cannot create RUN_DIR=$RUN_DIR: set RUN_DIR to a folder you may write"
[ -O "$RUN_DIR" ] || fail "RUN_DIR=$RUN_DIR belongs to another user: set RUN_DIR to a folder of your own"
chmod 755 "$RUN_DIR" "$RUN_DIR/html"
PAGE_DIR="$RUN_DIR/html"

json_string() {
  printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/</\\u003c/g' -e 's/>/\\u003e/g' -e 's/&/\\u0026/g')"
}
SETTINGS=''
add_setting() {
  [ -n "$2" ] || return 0
  SETTINGS="$SETTINGS${SETTINGS:+,}\"$1\":$(json_string "$2")"
}
add_setting appName "$APP_NAME"
add_setting ssoSiteUrl "$SSO_SITE_URL"
add_setting daewonApiBase "$DAEWON_API_BASE"
add_setting membershipApiBase "$MEMBERSHIP_API_BASE"

sed_text() {
  printf '%s' "$1" | sed -e 's/[\\&|]/\\&/g'
}
html_text() {
  printf '%s' "$1" | sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/"/\&quot;/g'
}
TITLE_RULE=''
[ -z "$APP_NAME" ] || TITLE_RULE="s|<title>[^<]*</title>|<title>$(sed_text "$(html_text "$APP_NAME")")</title>|"
sed -e "s|$(sed_text "$CONFIG_BLOCK")|$(sed_text "<script id=\"app-config\" type=\"application/json\">{$SETTINGS}</script>")|" \
  -e "${TITLE_RULE:-b}" "$DIST_DIR/index.html" >"$PAGE_DIR/index.html.tmp"
mv "$PAGE_DIR/index.html.tmp" "$PAGE_DIR/index.html"

# ---------- nginx ----------
export LISTEN SERVER_NAME DIST_DIR PAGE_DIR RUN_DIR MIME_TYPES ACCESS_LOG ERROR_LOG_LEVEL DAEWON_API_URL \
  MEMBERSHIP_API_URL CONTENT_SECURITY_POLICY PERMISSIONS_POLICY API_CA_FILE REAL_IP_CONFIG
envsubst '${LISTEN} ${SERVER_NAME} ${DIST_DIR} ${PAGE_DIR} ${RUN_DIR} ${MIME_TYPES} ${ACCESS_LOG} ${ERROR_LOG_LEVEL}
${DAEWON_API_URL} ${MEMBERSHIP_API_URL} ${CONTENT_SECURITY_POLICY} ${PERMISSIONS_POLICY} ${API_CA_FILE}
${REAL_IP_CONFIG}' \
  <"$TEMPLATE" >"$RUN_DIR/nginx.conf"

echo "serve.sh: $DIST_DIR on $LISTEN; /daewon.api/ -> $DAEWON_API_URL, /membership.api/ -> $MEMBERSHIP_API_URL; runtime settings {$SETTINGS}; nginx files in $RUN_DIR" >&2
exec "$NGINX" -p "$RUN_DIR" -c "$RUN_DIR/nginx.conf" -e stderr
