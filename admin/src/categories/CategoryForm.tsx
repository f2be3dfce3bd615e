import { required, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { messages } from '@fitout/shared';
import { ImageUploadInput } from '../images/ImageUploadInput.tsx';
import { SlugInput } from './SlugInput.tsx';

const enterData = required(messages.enterData);

/** Title, details and image ('Please enter the data' when one is missing); the image is optional on edit. */
export function CategoryForm({ imageRequired, ...props }: Omit<SimpleFormProps, 'children'> & { imageRequired: boolean }) {
  return (
    <SimpleForm {...props} sx={{ maxWidth: 640 }}>
      <TextInput source="title" validate={enterData} />
      <SlugInput />
      <TextInput source="details" multiline minRows={3} validate={enterData} />
      <TextInput source="title_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} />
      <TextInput source="details_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} multiline minRows={3} />
      <ImageUploadInput source="image" label="Image" requiredMessage={imageRequired ? messages.enterData : undefined} />
    </SimpleForm>
  );
}
