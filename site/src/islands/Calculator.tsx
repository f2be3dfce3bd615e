// The price calculator island of /writeDetails: Meters × Price per Meter = Total Price.
import { useId, useState } from 'react';
import { totalPrice } from '../lib/calculator.ts';

export default function Calculator() {
  const [meters, setMeters] = useState('');
  const [price, setPrice] = useState('');
  const id = useId();

  return (
    <form
      className="form calculator"
      aria-label="Price calculator"
      onSubmit={(event) => event.preventDefault()}
      onReset={() => {
        setMeters('');
        setPrice('');
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-meters`}>Meters</label>
        <input
          id={`${id}-meters`}
          name="meters"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 120"
          value={meters}
          onChange={(event) => setMeters(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-price`}>Price per Meter</label>
        <input
          id={`${id}-price`}
          name="price"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 35"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
      </div>
      <div className="calculator__total">
        <span id={`${id}-total-label`}>Total Price</span>
        <output htmlFor={`${id}-meters ${id}-price`} aria-labelledby={`${id}-total-label`} aria-live="polite" data-testid="total-price">
          {totalPrice(meters, price)}
        </output>
      </div>
      <div>
        <button className="button button--ghost" type="reset">
          Reset
        </button>
      </div>
    </form>
  );
}
