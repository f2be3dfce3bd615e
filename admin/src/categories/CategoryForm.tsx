import { required, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { ImageUploadInput } from '../images/ImageUploadInput.tsx';
import { SlugInput } from './SlugInput.tsx';
import { ownDirection } from '../i18n/format.ts';

const enterData = required('console.notices.enter_data');

/** Title, details and image ('Please enter the data' when one is missing); the image is optional on edit. */
export function CategoryForm({ imageRequired, ...props }: Omit<SimpleFormProps, 'children'> & { imageRequired: boolean }) {
  return (
    <SimpleForm {...props} sx={{ maxWidth: 640 }}>
      <TextInput source="title" slotProps={ownDirection} validate={enterData} />
      <SlugInput />
      <TextInput source="details" slotProps={ownDirection} multiline minRows={3} validate={enterData} />
      <TextInput source="title_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
      <TextInput source="details_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} multiline minRows={3} />
      <ImageUploadInput
        source="image"
        label="resources.categories.fields.image"
        requiredMessage={imageRequired ? 'console.notices.enter_data' : undefined}
      />
    </SimpleForm>
  );
}
