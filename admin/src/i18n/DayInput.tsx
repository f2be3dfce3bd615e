// react-admin's DateInput in the console's language (issue 37): in Arabic, the day written out in Arabic by DayField
// (the browser's date field writes mm/dd/yyyy whatever the page's language); in English, react-admin's own DateInput.
// The value stays YYYY-MM-DD, in forms and in list filters alike.
import { DateInput, type DateInputProps, FieldTitle, InputHelperText, useInput, useLocaleState } from 'react-admin';
import { DayField } from './DayField.tsx';

export function DayInput(props: DateInputProps) {
  const [locale] = useLocaleState();
  return locale === 'ar' ? <ArabicDayInput {...props} /> : <DateInput {...props} />;
}

function ArabicDayInput({ source, label, resource, validate, helperText, size, className, sx }: DateInputProps) {
  const { field, fieldState, isRequired } = useInput({ source, resource, validate });
  const value = typeof field.value === 'string' ? field.value.slice(0, 10) : '';
  return (
    <DayField
      name={field.name}
      className={className}
      // As wide as the filter form's other inputs on a phone, where each takes the whole row.
      sx={{ flexGrow: 1, ...(sx as object) }}
      size={size}
      label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
      value={value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={
        helperText === false && !fieldState.invalid ? undefined : <InputHelperText error={fieldState.error?.message} helperText={helperText} />
      }
    />
  );
}
