import { required, SimpleForm, TextInput, type SimpleFormProps } from 'react-admin';
import { Box } from '@mui/material';
import { ImageUploadInput } from '../images/ImageUploadInput.tsx';
import { ownDirection } from '../i18n/format.ts';

export const workImages = [
  { source: 'thumbnail', label: 'resources.works.fields.thumbnail' },
  { source: 'image1', label: 'resources.works.fields.image1' },
  { source: 'image2', label: 'resources.works.fields.image2' },
  { source: 'image3', label: 'resources.works.fields.image3' },
  { source: 'image4', label: 'resources.works.fields.image4' },
] as const;

type Props = Omit<SimpleFormProps, 'children'> & {
  /** The message of a missing required field: create and update word it differently (SPEC.md section 5). */
  requiredMessage: string;
  /** Create marks the thumbnail and all four images required; update keeps the current ones. */
  imagesRequired: boolean;
};

export function WorkForm({ requiredMessage, imagesRequired, ...props }: Props) {
  const needed = required(requiredMessage);
  return (
    <SimpleForm {...props} sx={{ maxWidth: 960 }}>
      <TextInput source="title" slotProps={ownDirection} validate={needed} sx={{ maxWidth: 640 }} />
      <TextInput
        source="description"
        slotProps={ownDirection}
        multiline
        minRows={3}
        validate={imagesRequired ? needed : undefined}
        sx={{ maxWidth: 640 }}
      />
      <TextInput source="title_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} sx={{ maxWidth: 640 }} />
      <TextInput source="description_ar" slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }} multiline minRows={3} sx={{ maxWidth: 640 }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3, rowGap: 2, mt: 1, width: '100%' }}>
        {workImages.map(({ source, label }) => (
          <ImageUploadInput key={source} source={source} label={label} requiredMessage={imagesRequired ? requiredMessage : undefined} />
        ))}
      </Box>
    </SimpleForm>
  );
}
