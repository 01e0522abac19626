import { Banner } from '@careshop/design-system';

/** The outcome of the user's last save or delete, as one message (and an optional notice). */
export interface FormResult {
  ok: boolean;
  text: string;
  /** A second line, e.g. SPEC 4 "changes may take up to an hour to show". */
  notice?: string | undefined;
}

/** Success is read politely, a failure interrupts: both were caused by the user's last action. */
export function ResultBanner({ result }: { result: FormResult | null }) {
  if (!result) return null;
  return (
    <Banner severity={result.ok ? 'success' : 'error'} live={result.ok ? 'status' : 'alert'}>
      {result.text}
      {result.notice ? (
        <>
          <br />
          {result.notice}
        </>
      ) : null}
    </Banner>
  );
}
