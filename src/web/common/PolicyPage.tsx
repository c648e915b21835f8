/** Cookie and privacy policies: built by the sign-in flows work. */
export default function PolicyPage({ kind }: { kind: 'cookies' | 'privacy' }) {
  return <main data-kind={kind} />;
}
