/** Recovery codes, shown once right after they were made. */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-paper px-5 py-4">
      <p className="font-semibold text-ink">Your recovery codes</p>
      <p className="mt-1 text-sm text-muted">
        Keep them somewhere safe: each one signs you in once if you lose your authenticator app or
        passkey. They are not shown again.
      </p>
      <ul
        aria-label="Recovery codes"
        className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}
