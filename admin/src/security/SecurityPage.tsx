import { useFormats } from '../i18n/format.ts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/Key';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import type { TotpSetup, TwoFactorStatus } from '@fitout/shared/contract';
import { securityApi, STATUS_KEY, useTwoFactorStatus } from './api.ts';
import { SudoCancelled } from './sudo.ts';
import { SudoDialog } from './SudoDialog.tsx';

/** The server's words for a failed call, in the console's language. */
function useFailure() {
  const notify = useNotify();
  return (error: unknown) => {
    // Closing the "Confirm it's you" dialog leaves the change unmade: nothing went wrong.
    if (error instanceof SudoCancelled) return;
    notify((error as Error)?.message ?? '', { type: 'error' });
  };
}

/**
 * A form that takes one code: the first app code that turns the app on, or one asked for before a change (turning off,
 * new recovery codes: a current app code or a recovery code). A refused code shows the server's words under the field.
 */
function CodeForm({
  intro,
  label,
  action,
  numeric = false,
  onCode,
  onCancel,
}: {
  intro: ReactNode;
  label: string;
  action: string;
  /** The app's codes are digits; a recovery code is not. */
  numeric?: boolean;
  onCode: (code: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await onCode(code.trim());
    } catch (failure) {
      if (!(failure instanceof SudoCancelled)) setError((failure as Error).message);
    }
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }}>
      {intro}
      <TextField
        name="code"
        label={label}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        slotProps={numeric ? { htmlInput: { inputMode: 'numeric' } } : undefined}
        error={Boolean(error)}
        helperText={error ?? ' '}
        margin="dense"
        sx={{ maxWidth: 360 }}
        fullWidth
        required
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={!code.trim()}>
          {action}
        </Button>
        <Button onClick={onCancel}>{translate('console.security.cancel')}</Button>
      </Stack>
    </Box>
  );
}

/** A code to confirm a change with, asked for under a line that says so. */
function ConfirmWithCode({ action, onCode, onCancel }: { action: string; onCode: (code: string) => Promise<unknown>; onCancel: () => void }) {
  const translate = useTranslate();
  return (
    <CodeForm
      intro={
        <Typography variant="body2" sx={{ maxWidth: 360 }}>
          {translate('console.security.confirm_with_code')}
        </Typography>
      }
      label={translate('console.login.code')}
      action={action}
      onCode={onCode}
      onCancel={onCancel}
    />
  );
}

/** The ten recovery codes, shown once; the page moves on only when the person says they saved them. */
function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h6" component="h3">
        {translate('console.security.recovery_title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('console.security.recovery_help')}
      </Typography>
      <Box
        component="ol"
        aria-label={translate('console.security.recovery_title')}
        dir="ltr"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: { xs: 1, sm: 2 }, m: 0, py: 1, ps: 4, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" sx={{ mt: 2 }} onClick={onSaved}>
        {translate('console.security.recovery_saved')}
      </Button>
    </Box>
  );
}

/** Setting up an app: the QR code and its key, and the first code that turns it on. */
function Enrolment({ setup, onCodes, onCancel }: { setup: TotpSetup; onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const translate = useTranslate();
  return (
    <CodeForm
      intro={
        <>
          <Typography variant="body2">{translate('console.security.scan')}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
            <Box
              component="img"
              src={setup.qr}
              alt={translate('console.security.qr_alt')}
              data-otpauth={setup.otpauth_uri}
              sx={{ width: 200, height: 200, bgcolor: '#fff' }}
            />
            <Box>
              <Typography variant="caption" component="p">
                {translate('console.security.key')}
              </Typography>
              <Typography dir="ltr" data-testid="totp-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '1rem' }}>
                {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
              </Typography>
            </Box>
          </Stack>
        </>
      }
      label={translate('console.security.code')}
      action={translate('console.security.turn_on')}
      numeric
      onCode={async (code) => onCodes((await securityApi.confirm(code)).recovery_codes)}
      onCancel={onCancel}
    />
  );
}

/** One way of proving who one is: a card with its icon and title, a line on where it stands, and what can be done. */
function SecurityCard({ icon, title, summary, children }: { icon: ReactNode; title: string; summary: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {icon}
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {summary}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

type Step =
  | { kind: 'idle' }
  | { kind: 'enrolling'; setup: TotpSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'turn-off' }
  | { kind: 'new-codes' };

function AuthenticatorCard({ status }: { status: TwoFactorStatus }) {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useFailure();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: STATUS_KEY });
  const setUp = useMutation({ mutationFn: securityApi.setUp, onSuccess: (setup) => setStep({ kind: 'enrolling', setup }), onError: failed });
  return (
    <SecurityCard
      icon={<PhonelinkLockIcon color="primary" />}
      title={translate('console.security.app_title')}
      summary={translate(status.totp ? 'console.security.app_on' : 'console.security.app_off')}
    >
      {status.totp ? (
        <Typography variant="body2" color="text.secondary">
          {translate('console.security.recovery_left', { smart_count: status.recovery_codes_left })}
        </Typography>
      ) : null}
      {step.kind === 'codes' ? (
        <RecoveryCodes
          codes={step.codes}
          onSaved={() => {
            setStep({ kind: 'idle' });
            void refresh();
          }}
        />
      ) : step.kind === 'enrolling' ? (
        <Enrolment
          setup={step.setup}
          onCodes={(codes) => {
            notify('console.security.enabled', { type: 'success' });
            setStep({ kind: 'codes', codes });
          }}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      ) : step.kind === 'turn-off' ? (
        <ConfirmWithCode
          action={translate('console.security.turn_off')}
          onCode={async (code) => {
            await securityApi.turnOff(code);
            notify('console.security.turned_off', { type: 'info' });
            setStep({ kind: 'idle' });
            await refresh();
          }}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      ) : step.kind === 'new-codes' ? (
        <ConfirmWithCode
          action={translate('console.security.continue')}
          onCode={async (code) => setStep({ kind: 'codes', codes: (await securityApi.newCodes(code)).recovery_codes })}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
          <Button variant={status.totp ? 'outlined' : 'contained'} disabled={setUp.isPending} onClick={() => setUp.mutate()}>
            {translate(status.totp ? 'console.security.set_up_again' : 'console.security.set_up')}
          </Button>
          {status.totp ? (
            <>
              <Button variant="outlined" onClick={() => setStep({ kind: 'new-codes' })}>
                {translate('console.security.new_codes')}
              </Button>
              {status.required ? null : (
                <Button color="error" onClick={() => setStep({ kind: 'turn-off' })}>
                  {translate('console.security.turn_off')}
                </Button>
              )}
            </>
          ) : null}
        </Stack>
      )}
      {status.totp && status.required && step.kind === 'idle' ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate('console.security.required_for_role')}
        </Typography>
      ) : null}
    </SecurityCard>
  );
}

function PasskeysCard({ status }: { status: TwoFactorStatus }) {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useFailure();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const { day: date } = useFormats();
  const refresh = () => queryClient.invalidateQueries({ queryKey: STATUS_KEY });
  const add = useMutation({
    mutationFn: () => securityApi.addPasskey(name.trim()),
    onSuccess: async () => {
      setName('');
      notify('console.security.passkey_added', { type: 'success' });
      await refresh();
    },
    onError: (error) => {
      if (!(error instanceof SudoCancelled)) notify('console.security.passkey_failed', { type: 'error' });
    },
  });
  const remove = useMutation({
    mutationFn: securityApi.removePasskey,
    onSuccess: async () => {
      notify('console.security.passkey_removed', { type: 'info' });
      await refresh();
    },
    onError: failed,
  });
  return (
    <SecurityCard
      icon={<KeyIcon color="primary" />}
      title={translate('console.security.passkeys_title')}
      summary={translate('console.security.passkeys_help')}
    >
      {status.passkeys.length ? (
        <List dense aria-label={translate('console.security.passkeys_title')}>
          {status.passkeys.map((passkey) => (
            <ListItem
              key={passkey.id}
              disableGutters
              secondaryAction={
                <Button
                  color="error"
                  aria-label={translate('console.security.remove_named', { name: passkey.name })}
                  onClick={() => remove.mutate(passkey.id)}
                >
                  {translate('console.security.remove')}
                </Button>
              }
            >
              <ListItemText
                primary={passkey.name}
                secondary={[
                  translate('console.security.added_on', { date: date(passkey.created_at) }),
                  passkey.last_used_at ? translate('console.security.last_used', { date: date(passkey.last_used_at) }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {translate('console.security.no_passkeys')}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
        <TextField
          name="passkey-name"
          label={translate('console.security.passkey_name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          size="small"
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <Button
          variant="contained"
          startIcon={<KeyIcon />}
          disabled={add.isPending}
          onClick={() => add.mutate()}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {translate('console.security.add_passkey')}
        </Button>
      </Stack>
    </SecurityCard>
  );
}

/** /admin/security: the authenticator app, its recovery codes, and passkeys. */
export default function SecurityPage() {
  const translate = useTranslate();
  const { data: status } = useTwoFactorStatus();
  return (
    <Box sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={translate('console.security.title')} />
      <SudoDialog />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('console.security.title')}
      </Typography>
      {status?.required && !status.totp ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('console.security.required_notice')}
        </Alert>
      ) : null}
      {status ? (
        <Stack spacing={2}>
          <AuthenticatorCard status={status} />
          {status.totp || !status.required ? <PasskeysCard status={status} /> : null}
        </Stack>
      ) : null}
    </Box>
  );
}
