// A long screen drawn as a series of short tasks (issue 37: blocking time): a phone answers a tap between two tasks,
// not inside one, and each part's first layout is a task of its own rather than one long one.
import { type ReactNode, useEffect, useState } from 'react';

/**
 * `parts`, one more drawn in each task after the one that draws the screen around them; `then` once they all are, so
 * that nothing drawn below them is pushed down as they come (a layout shift when it was on screen). A component of its
 * own: each step draws these parts again, not the screen around them. Once all are drawn, they are drawn as any
 * children are: mount it anew (a `key`) to draw a new screen's parts one by one again. An empty part (false, null)
 * takes its task like any other, so that a part coming or going later does not change which parts are shown.
 */
export default function OneByOne({ parts, then = null }: { parts: ReactNode[]; then?: ReactNode }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= parts.length) return;
    const next = setTimeout(() => setShown(shown + 1));
    return () => clearTimeout(next);
  }, [shown, parts.length]);
  return (
    <>
      {parts.slice(0, shown)}
      {shown >= parts.length && then}
    </>
  );
}
