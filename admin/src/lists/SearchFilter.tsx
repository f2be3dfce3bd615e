import { SearchInput, useTranslate, type SearchInputProps } from 'react-admin';

/** A list's search box; react-admin passes a placeholder through untranslated, so it is a message key here. */
export function SearchFilter({ placeholder, ...props }: SearchInputProps & { placeholder: string }) {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate(placeholder, { _: placeholder })} />;
}
