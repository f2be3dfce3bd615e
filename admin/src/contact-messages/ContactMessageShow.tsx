import { DateField, EmailField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { BackButton } from '../buttons/BackButton.tsx';
import { useFormats } from '../i18n/format.ts';

export default function ContactMessageShow() {
  const { dateLocales } = useFormats();
  return (
    <Show
      title="Contact message"
      actions={
        <TopToolbar>
          <BackButton to="/contact-messages" label="console.back_to_list" />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="name" label="console.contact_messages.name" />
        <EmailField source="email" label="console.contact_messages.email" />
        <DateField source="created_at" label="console.contact_messages.received" showTime locales={dateLocales} />
        <TextField source="message" label="console.contact_messages.message" dir="auto" sx={{ whiteSpace: 'pre-line' }} />
      </SimpleShowLayout>
    </Show>
  );
}
