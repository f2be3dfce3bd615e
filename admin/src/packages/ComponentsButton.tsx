import ExtensionIcon from '@mui/icons-material/Extension';
import { RecordButton } from '../buttons/LinkButton.tsx';

/** 'Component': the package's 'Package Component' page, where its components are listed and added. */
export function ComponentsButton() {
  return <RecordButton view="show" label="console.packages.component_button" icon={<ExtensionIcon />} />;
}
