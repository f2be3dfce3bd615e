// {user}/createregisterorder and its aliases, screen 'Order' (SPEC.md sections 2, 3, 5 and 8): the order form
// with the spec's option lists; a booked package arrives as ?package= and is shown read-only.
import type { FormEvent } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { messages } from '@fitout/shared';
import { FormNotice, InputField, SelectField, TextAreaField } from '../../Field.tsx';
import SubmitButton from '../../SubmitButton.tsx';
import { useForm } from '../../useForm.ts';
import { api } from '../../session/session.ts';
import { notify } from '../../toasts/toasts.tsx';
import { firstRefusal } from '../refusal.ts';
import AreaLayout from '../AreaLayout.tsx';
import {
  choiceOptions,
  emptyOrder,
  orderFormData,
  orderLabels,
  requiredOrderFields,
  type ChoiceField,
  type OrderField,
  type OrderValues,
} from './orders.ts';
import { areaLink } from '../paths.ts';
import { useProfile } from '../ProfileContext.ts';
import { useAreaLang } from '../lang.ts';
import { call } from '@fitout/shared/client';
import { orders } from '../../session/calls.ts';

const choiceFields: readonly ChoiceField[] = ['typeunit', 'requiredworks', 'skills', 'conditionoftheunit'];
/** The form's check, loaded once someone starts filling the form in (it carries the validation library). */
const orderCheck = () => import('./orderCheck.ts');
const countFields = ['numberroom', 'numberbathroom'] as const;

export default function CreateOrderPage() {
  const { profile } = useProfile();
  const { lang, t, tr } = useAreaLang();
  const [, navigate] = useLocation();
  const [search] = useSearchParams();
  const bookedPackage = search.get('package')?.trim() ?? '';
  const { values, bind, setProblems, failure, setFailure, busy, setBusy, formRef, focusFirst } = useForm<OrderValues>(() =>
    emptyOrder({ full_name: profile.full_name, phone: profile.phone, governorate: profile.country, package: bookedPackage }),
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const { orderProblems } = await orderCheck();
    const found = orderProblems({ ...values, package: bookedPackage }, lang);
    if (found) {
      // Already in the page's language, by the refusals' codes.
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
      notify.success(tr(messages.orderCreated));
      navigate(areaLink('profile'));
    } catch (error) {
      const text = tr(messages.genericError(await firstRefusal(error, lang)));
      setFailure(text);
      notify.error(text);
      setBusy(false);
    }
  }

  const fieldProps = (field: OrderField, extra: Record<string, unknown> = {}) => ({
    id: `order-${field}`,
    label: orderLabels[lang][field],
    ...bind(field),
    requiredMark: true,
    'aria-required': true as const,
    ...extra,
  });

  return (
    <AreaLayout title={t.order} lead={t.orderLead}>
      <div className="area-split">
        <form ref={formRef} className="form panel order-form" noValidate onSubmit={submit} onFocus={() => void orderCheck()} aria-label={t.order}>
          {failure && <FormNotice kind="error">{failure}</FormNotice>}
          <InputField
            id="order-package"
            label={orderLabels[lang].package}
            name="package"
            value={bookedPackage}
            readOnly
            placeholder={t.noPackage}
            hint={bookedPackage ? t.packageChosen : t.packageNone}
          />
          <fieldset className="form-section">
            <legend>{t.contact}</legend>
            <div className="form-grid">
              <InputField {...fieldProps('full_name', { autoComplete: 'name', maxLength: 200 })} />
              <InputField {...fieldProps('phone', { type: 'tel', autoComplete: 'tel', maxLength: 40 })} />
            </div>
          </fieldset>
          <fieldset className="form-section">
            <legend>{t.location}</legend>
            <div className="form-grid form-grid--3">
              <InputField {...fieldProps('governorate', { autoComplete: 'address-level1', maxLength: 100 })} />
              <InputField {...fieldProps('city', { autoComplete: 'address-level2', maxLength: 100 })} />
              <InputField {...fieldProps('area', { maxLength: 200 })} />
            </div>
          </fieldset>
          <fieldset className="form-section">
            <legend>{t.unitAndWork}</legend>
            <div className="form-grid">
              {choiceFields.map((field) => (
                <SelectField key={field} {...fieldProps(field)} options={choiceOptions(lang, field)} placeholder={t.choose} />
              ))}
            </div>
            <div className="form-grid form-grid--3">
              <InputField {...fieldProps('space', { type: 'number', inputMode: 'decimal', min: 0, step: 'any', hint: t.squareMeters })} />
              {countFields.map((field) => (
                <InputField key={field} {...fieldProps(field, { type: 'number', inputMode: 'numeric', min: 0, step: 1 })} />
              ))}
            </div>
          </fieldset>
          <TextAreaField {...fieldProps('description', { rows: 5, maxLength: 5000 })} hint={t.noteHint} />
          <div className="form-actions">
            <SubmitButton busy={busy} busyLabel={t.sending}>
              {t.createOrder}
            </SubmitButton>
          </div>
        </form>
        <aside className="panel panel--accent area-aside" aria-labelledby="order-next-title">
          <h2 id="order-next-title">{t.nextTitle}</h2>
          <ol className="steps">
            {[t.next1, t.next2, t.next3].map(([lead, rest]) => (
              <li key={lead}>
                <strong>{lead}</strong>
                {rest}
              </li>
            ))}
          </ol>
          <p className="muted">{t.requiredNote}</p>
        </aside>
      </div>
    </AreaLayout>
  );
}
