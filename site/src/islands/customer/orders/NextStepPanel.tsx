// The one next thing the customer should do (issue 37), as a button: to the quote, to the payments, or down the page
// to the messages, the visit or the snags. Nothing to do says so.
import { Link } from 'wouter';
import type { Lang } from '../../../i18n/ui.ts';
import { areaLink } from '../paths.ts';
import { homeWords } from './homeWords.ts';
import type { NextStep } from './nextStep.ts';

export default function NextStepPanel({ slug, step, closed, lang }: { slug: string; step: NextStep | null; closed: boolean; lang: Lang }) {
  const w = homeWords(lang);
  if (closed) return null;
  if (!step) return <p className="home-next home-next--none">{w.nothingToDo}</p>;
  const label = w.steps[step.kind];
  const quote = areaLink('orderQuote', { slug });
  return (
    <div className="home-next" data-next-step={step.kind}>
      <p className="home-next__title">{w.nextStep}</p>
      <p className="home-next__lead">{w.stepLeads[step.kind]}</p>
      {step.anchor === 'quote' || step.anchor === 'payments' ? (
        <Link className="button home-next__button" to={step.anchor === 'quote' ? quote : `${quote}#payments`}>
          {label}
        </Link>
      ) : (
        <a className="button home-next__button" href={`#${step.anchor}`}>
          {label}
        </a>
      )}
    </div>
  );
}
