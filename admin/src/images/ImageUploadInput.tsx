import { ImageField, ImageInput, required, useRecordContext, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';

type Props = {
  source: string;
  /** A message key (or text) of the field's name, e.g. resources.packages.fields.image. */
  label: string;
  /** The spec's message when a file is required (create forms); edit forms keep the current image when none is chosen. */
  requiredMessage?: string;
};

const accept = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };

/**
 * An image field with a preview of the image the record has now and of the file chosen to replace it. The record's
 * URL never goes back to the API: only a chosen file is sent (the data provider writes it into the multipart body).
 */
export function ImageUploadInput({ source, label, requiredMessage }: Props) {
  const record = useRecordContext();
  const translate = useTranslate();
  const current = typeof record?.[source] === 'string' ? (record[source] as string) : null;
  // Lower case inside a sentence ('Current image'); Arabic has no case.
  const name = translate(label, { _: label });
  const currentLabel = translate('console.image.current', { name: name.toLowerCase() });
  const inputLabel = current ? translate('console.image.replace', { name: name.toLowerCase() }) : name;
  return (
    <Box sx={{ width: '100%', maxWidth: 560 }}>
      {current ? (
        <Box sx={{ mb: 1 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {currentLabel}
          </Typography>
          <Box
            component="img"
            src={current}
            alt={currentLabel}
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 160, borderRadius: 1, objectFit: 'cover', border: 1, borderColor: 'divider' }}
          />
        </Box>
      ) : null}
      <ImageInput
        source={source}
        label={inputLabel}
        // The drop zone's file input is the one focusable control: it carries the field's name too.
        inputProps={{ 'aria-label': inputLabel }}
        accept={accept}
        // The record's value is its URL: shown above, not as a chosen file.
        format={(value: unknown) => (typeof value === 'string' ? null : value)}
        validate={requiredMessage ? required(requiredMessage) : undefined}
        helperText="console.image.types"
        placeholder={<p>{translate('console.image.drop')}</p>}
        sx={{ '& .RaFileInput-dropZone': { border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 } }}
      >
        <ImageField source="src" title="title" sx={{ '& img': { maxHeight: 160, borderRadius: 1 } }} />
      </ImageInput>
    </Box>
  );
}
