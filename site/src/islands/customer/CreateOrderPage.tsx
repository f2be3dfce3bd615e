// {user}/createregisterorder and its aliases, screen 'Order' (SPEC.md sections 2, 3, 5 and 8): the order form
// with the spec's option lists; a booked package arrives as ?package= and is shown read-only.
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messages, orderFieldLabels } from '@fitout/shared';
import { errorMessage } from '@fitout/shared/client';
import { FormNotice, InputField, SelectField, TextAreaField } from '../Field.tsx';
import { useForm } from '../useForm.ts';
import { api } from '../session/session.ts';
import { notify } from '../toasts/toasts.tsx';
import AreaLayout from './AreaLayout.tsx';
import {
  emptyOrder,
  orderChoices,
  orderFormData,
  orderProblems,
  requiredOrderFields,
  type ChoiceField,
  type OrderField,
  type OrderValues,
} from './orders.ts';
import { areaLink } from './paths.ts';
import { useProfile } from './ProfileContext.ts';
import { call } from '@fitout/shared/client';
import { orders } from '@fitout/shared/contract';

const choiceFields: readonly ChoiceField[] = ['typeunit', 'requiredworks', 'skills', 'conditionoftheunit'];
const countFields = ['numberroom', 'numberbathroom'] as const;

export default function CreateOrderPage() {
  const { profile } = useProfile();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const bookedPackage = search.get('package')?.trim() ?? '';
  const {
    values,
    change: set,
    problems,
    setProblems,
    failure,
    setFailure,
    busy,
    setBusy,
    formRef,
    focusFirst,
  } = useForm<OrderValues>(() =>
    emptyOrder({ full_name: profile.full_name, phone: profile.phone, governorate: profile.country, package: bookedPackage }),
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found = orderProblems({ ...values, package: bookedPackage });
    if (found) {
      setProblems(found.fields);
      setFailure(found.message);
      notify.error(found.message);
      focusFirst(found.fields, requiredOrderFields);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      await call(api, orders.create, { body: orderFormData({ ...values, package: bookedPackage }, profile.user.id) });
      notify.success(messages.orderCreated);
      navigate(areaLink('profile'));
    } catch (error) {
      const text = messages.genericError(errorMessage(error, (error as Error).message));
      setFailure(text);
      notify.error(text);
      setBusy(false);
    }
  }

  const fieldProps = (field: OrderField, extra: Record<string, unknown> = {}) => ({
    id: `order-${field}`,
    label: orderFieldLabels[field],
    name: field,
    value: values[field],
    onChange: set(field),
    error: problems[field],
    requiredMark: true,
    'aria-required': true as const,
    ...extra,
  });

  return (
    <AreaLayout title="Order" lead="Tell us about your unit and the work it needs. An engineer will call you to arrange a visit.">
      <div className="area-split">
        <form ref={formRef} className="form panel order-form" noValidate onSubmit={submit} aria-label="Order">
          {failure && <FormNotice kind="error">{failure}</FormNotice>}
          <InputField
            id="order-package"
            label={orderFieldLabels.package}
            name="package"
            value={bookedPackage}
            readOnly
            placeholder="No package selected"
            hint={bookedPackage ? 'The package you chose to book.' : 'Book a package from a service page, or describe your needs below.'}
          />
          <fieldset className="form-section">
            <legend>Contact</legend>
            <div className="form-grid">
              <InputField {...fieldProps('full_name', { autoComplete: 'name', maxLength: 200 })} />
              <InputField {...fieldProps('phone', { type: 'tel', autoComplete: 'tel', maxLength: 40 })} />
            </div>
          </fieldset>
          <fieldset className="form-section">
            <legend>Location</legend>
            <div className="form-grid form-grid--3">
              <InputField {...fieldProps('governorate', { autoComplete: 'address-level1', maxLength: 100 })} />
              <InputField {...fieldProps('city', { autoComplete: 'address-level2', maxLength: 100 })} />
              <InputField {...fieldProps('area', { maxLength: 200 })} />
            </div>
          </fieldset>
          <fieldset className="form-section">
            <legend>The unit and the work</legend>
            <div className="form-grid">
              {choiceFields.map((field) => (
                <SelectField key={field} {...fieldProps(field)} options={orderChoices[field]} placeholder="Choose…" />
              ))}
            </div>
            <div className="form-grid form-grid--3">
              <InputField {...fieldProps('space', { type: 'number', inputMode: 'decimal', min: 0, step: 'any', hint: 'In square meters' })} />
              {countFields.map((field) => (
                <InputField key={field} {...fieldProps(field, { type: 'number', inputMode: 'numeric', min: 0, step: 1 })} />
              ))}
            </div>
          </fieldset>
          <TextAreaField
            {...fieldProps('description', { rows: 5, maxLength: 5000 })}
            hint="Anything we should know: finishes you like, dates, access to the unit."
          />
          <div className="form-actions">
            <button className="button" type="submit" disabled={busy}>
              {busy ? 'Sending…' : 'Create Order'}
            </button>
          </div>
        </form>
        <aside className="panel panel--accent area-aside" aria-labelledby="order-next-title">
          <h2 id="order-next-title">What happens next</h2>
          <ol className="steps">
            <li>
              <strong>We call you</strong> within one working day to confirm the details.
            </li>
            <li>
              <strong>An engineer visits</strong> the unit, measures it and notes its condition.
            </li>
            <li>
              <strong>You receive a quote</strong> priced per square meter, before any work starts.
            </li>
          </ol>
          <p className="muted">Fields marked * are required.</p>
        </aside>
      </div>
    </AreaLayout>
  );
}
