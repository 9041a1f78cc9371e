/* A colour's swatch: light enough for a list screen to import directly, without the pickers. */

/** A small square of a colour's ColorCode (nothing when it has none); decorative, its name is the text. */
export function ColorSwatch({ code, size = 14 }: { code: string | null | undefined; size?: number }) {
  if (!code) return null;
  return (
    <span
      aria-hidden="true"
      className="d-inline-block align-middle border rounded-1 me-2"
      style={{ width: size, height: size, backgroundColor: code, flex: 'none' }}
      data-color-code={code}
    />
  );
}
