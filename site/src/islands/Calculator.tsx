// The price calculator island of /writeDetails: Meters × Price per Meter = Total Price.
import { useId, useState } from 'react';
import type { Lang } from '../i18n/ui.ts';
import { calculatorCopy, isNegative, totalPrice } from '../lib/calculator.ts';

type Props = { lang?: Lang };

/**
 * The total with its Latin currency code ("US$") isolated: in a right-to-left line the "$" would otherwise
 * drift to the other side of "US". The text itself is unchanged.
 */
function Total({ text }: { text: string }) {
  return text.split(/([A-Za-z$]+)/).map((part, index) => (/[A-Za-z]/.test(part) ? <bdi key={index}>{part}</bdi> : part));
}

export default function Calculator({ lang = 'en' }: Props) {
  const [meters, setMeters] = useState('');
  const [price, setPrice] = useState('');
  const id = useId();
  const copy = calculatorCopy[lang];

  return (
    <form
      className="form calculator"
      aria-label={copy.form}
      onSubmit={(event) => event.preventDefault()}
      onReset={() => {
        setMeters('');
        setPrice('');
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-meters`}>{copy.meters}</label>
        <input
          id={`${id}-meters`}
          name="meters"
          inputMode="decimal"
          autoComplete="off"
          placeholder={copy.metersExample}
          value={meters}
          onChange={(event) => setMeters(event.target.value)}
          aria-invalid={isNegative(meters, lang) || undefined}
          aria-describedby={isNegative(meters, lang) ? `${id}-meters-error` : undefined}
        />
        {isNegative(meters, lang) && (
          <span className="field-error" id={`${id}-meters-error`}>
            {copy.negative}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-price`}>{copy.price}</label>
        <input
          id={`${id}-price`}
          name="price"
          inputMode="decimal"
          autoComplete="off"
          placeholder={copy.priceExample}
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          aria-invalid={isNegative(price, lang) || undefined}
          aria-describedby={isNegative(price, lang) ? `${id}-price-error` : undefined}
        />
        {isNegative(price, lang) && (
          <span className="field-error" id={`${id}-price-error`}>
            {copy.negative}
          </span>
        )}
      </div>
      <div className="calculator__total">
        <span id={`${id}-total-label`}>{copy.total}</span>
        <output htmlFor={`${id}-meters ${id}-price`} aria-labelledby={`${id}-total-label`} aria-live="polite" data-testid="total-price">
          {lang === 'ar' ? <Total text={totalPrice(meters, price, lang)} /> : totalPrice(meters, price, lang)}
        </output>
      </div>
      <div>
        <button className="button button--ghost" type="reset">
          {copy.reset}
        </button>
      </div>
    </form>
  );
}
