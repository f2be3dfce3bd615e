// A path under /user that is no screen and no alias: the site's not-found view (SPEC.md section 2).
import { messages } from '@fitout/shared';
import { usePageTitle } from './usePageTitle.ts';

export default function NotFoundPage() {
  usePageTitle(messages.notFound);
  return (
    <section className="area-not-found">
      <div className="container">
        <p className="area-not-found__code" aria-hidden="true">
          404
        </p>
        <h1 tabIndex={-1} data-area-heading>
          {messages.notFound}
        </h1>
        <p className="lead">The page you are looking for does not exist or has moved.</p>
        <a className="button" href="/">
          {messages.backToHome}
        </a>
      </div>
    </section>
  );
}
