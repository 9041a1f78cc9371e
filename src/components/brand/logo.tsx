/**
 * The app's logo, drawn inline (the same drawing as `logo.svg` beside it, from which `npm run favicon` draws the
 * favicons; a unit test holds the two together). An `<img>` of an SVG file makes the browser build a separate SVG
 * document for it: about 50 ms of main thread at 4× CPU slowdown on the first paint of every screen, while the
 * screen's data was already waiting.
 * With a `label` it is an image of that name; without, it is decoration and hidden from assistive technology.
 */
export function Logo({ size, label }: { size: number; label?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 32 32"
      width={size}
      height={size}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
    >
      <rect width="32" height="32" rx="6" fill="#1f4e79" />
      <path d="M6 16 16 7l10 9v9H6z" fill="#fff" />
      <rect x="13" y="18" width="6" height="7" fill="#1f4e79" />
    </svg>
  );
}
