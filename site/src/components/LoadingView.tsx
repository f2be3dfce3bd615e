// The full-screen loading view of SPEC.md section 2: a spinner and 'Loading ...', in the current theme
// (its colours come from the theme's CSS variables in styles/global.css).
import { messages } from '@fitout/shared';

export default function LoadingView({ label = messages.loading }: { label?: string }) {
  return (
    <div className="loading-view" role="status" aria-live="polite">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
