/** A slot's window, "13:30–15:30" (Cairo time), read left to right on an Arabic page too. */
export function TimeWindow({ from, to }: { from: string; to: string }) {
  return (
    <span dir="ltr" style={{ unicodeBidi: 'isolate', fontVariantNumeric: 'tabular-nums' }}>
      {from}–{to}
    </span>
  );
}
