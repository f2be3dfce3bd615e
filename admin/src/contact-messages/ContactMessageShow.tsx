import { DateField, EmailField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { BackToListActions } from '../toolbars/BackToListActions.tsx';
import { useFormats } from '../i18n/format.ts';

export default function ContactMessageShow() {
  const { dateLocales } = useFormats();
  return (
    <Show title="Contact message" actions={<BackToListActions list="/contact-messages" />}>
      <SimpleShowLayout>
        <TextField source="name" label="console.contact_messages.name" />
        <EmailField source="email" label="console.contact_messages.email" />
        <DateField source="created_at" label="console.contact_messages.received" showTime locales={dateLocales} />
        <TextField source="message" label="console.contact_messages.message" dir="auto" sx={{ whiteSpace: 'pre-line' }} />
      </SimpleShowLayout>
    </Show>
  );
}
