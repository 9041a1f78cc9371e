import { Fragment, type ReactNode } from 'react';

/**
 * An e-mail address with line-break opportunities after its @ and before each dot of its domain: a narrow column
 * or panel breaks "derek.holt@" / "example.com" rather than "derek.holt@example.co" / "m".
 */
export function breakableEmail(text: string): ReactNode {
  const at = text.lastIndexOf('@');
  if (at < 0) return text;
  const domain = text.slice(at + 1).split('.');
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {domain.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              <wbr />.
            </>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}
