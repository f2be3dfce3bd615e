import { NumberInput, ReferenceInput, required, SelectInput, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { messages } from '@fitout/shared';
import { ImageUploadInput } from '../images/ImageUploadInput.tsx';

const allRequired = required(messages.packageFieldsRequired);

/**
 * SPEC.md section 5: image, title, price per unit and category are required ('All Fields Are Required To Create A
 * Package'); on update the current image stays unless a new one is chosen.
 */
export function PackageForm({ imageRequired, ...props }: Omit<SimpleFormProps, 'children'> & { imageRequired: boolean }) {
  return (
    <SimpleForm {...props} sx={{ maxWidth: 640 }}>
      <ImageUploadInput source="image" label="Image" requiredMessage={imageRequired ? messages.packageFieldsRequired : undefined} />
      <TextInput source="title" label="Title" validate={allRequired} />
      <NumberInput source="price_per_unit" label="Price per unit (EGP)" min={0} validate={allRequired} />
      <ReferenceInput source="category.id" reference="categories" sort={{ field: 'title', order: 'ASC' }} perPage={200}>
        <SelectInput label="Service (category)" optionText="title" validate={allRequired} />
      </ReferenceInput>
      <TextInput source="description" label="Description" multiline minRows={3} />
      <TextInput source="tags" label="Tags" helperText="Comma-separated, e.g. kitchen, modern" />
    </SimpleForm>
  );
}
