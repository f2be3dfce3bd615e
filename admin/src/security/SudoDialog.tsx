import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/Key';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import type { SudoMethod } from '@fitout/shared';
import { securityApi } from './api.ts';
import { setSudoAsker } from './sudo.ts';

type Asking = { methods: SudoMethod[]; answer: (proved: boolean) => void };

/**
 * "Confirm it's you": a security change the API refused for want of a fresh proof (sudo mode) waits here while the
 * person gives one (a code from the app or a recovery code, a passkey, or the password of an account with neither),
 * then goes through (security/sudo.ts). Closing it leaves the change unmade.
 */
export function SudoDialog() {
  const translate = useTranslate();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pending = useRef<Asking | null>(null);

  useEffect(() => {
    setSudoAsker(
      (methods) =>
        new Promise<boolean>((resolve) => {
          const next = { methods, answer: resolve };
          pending.current = next;
          setValue('');
          setError(null);
          setAsking(next);
        }),
    );
    return () => {
      setSudoAsker(null);
      pending.current?.answer(false);
    };
  }, []);

  if (!asking) return null;
  const byPassword = asking.methods.includes('password');
  const byCode = asking.methods.includes('totp');
  const byPasskey = asking.methods.includes('passkey');
  const finish = (proved: boolean) => {
    pending.current = null;
    setAsking(null);
    asking.answer(proved);
  };
  const attempt = async (proof: () => Promise<void>, failure?: string) => {
    setBusy(true);
    setError(null);
    try {
      await proof();
      finish(true);
    } catch (refused) {
      setError(failure ?? (refused as Error)?.message ?? '');
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = byPassword ? value : value.trim();
    if (given) void attempt(() => (byPassword ? securityApi.proveWithPassword(given) : securityApi.proveWithCode(given)));
  };
  const help = byCode ? 'sudo_help_code' : byPassword ? 'sudo_help_password' : 'sudo_help_passkey';

  return (
    <Dialog open onClose={() => finish(false)} aria-labelledby="sudo-title" aria-describedby="sudo-help" maxWidth="xs" fullWidth>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="sudo-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <VerifiedUserOutlinedIcon color="primary" />
          {translate('console.security.sudo_title')}
        </DialogTitle>
        <DialogContent>
          <Typography id="sudo-help" variant="body2" sx={{ mb: 1 }}>
            {translate(`console.security.${help}`)}
          </Typography>
          {byCode || byPassword ? (
            <TextField
              // The dialog opens on a click that asked for a change: the field is where the person goes next.
              autoFocus
              name={byPassword ? 'password' : 'code'}
              type={byPassword ? 'password' : 'text'}
              label={translate(byPassword ? 'console.security.sudo_password' : 'console.login.code')}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              autoComplete={byPassword ? 'current-password' : 'one-time-code'}
              error={Boolean(error)}
              helperText={error ?? translate('console.security.sudo_window')}
              margin="dense"
              fullWidth
              required
            />
          ) : error ? (
            <Typography variant="body2" color="error" role="alert">
              {error}
            </Typography>
          ) : null}
          {byPasskey ? (
            <>
              {byCode || byPassword ? (
                <Divider sx={{ my: 2 }}>
                  <Typography variant="caption" color="text.secondary">
                    {translate('console.security.sudo_or')}
                  </Typography>
                </Divider>
              ) : null}
              <Stack sx={{ alignItems: 'center', mt: byCode || byPassword ? 0 : 2 }}>
                <Button
                  variant="outlined"
                  startIcon={<KeyIcon />}
                  disabled={busy}
                  onClick={() => void attempt(securityApi.proveWithPasskey, translate('console.security.sudo_passkey_failed'))}
                >
                  {translate('console.security.sudo_use_passkey')}
                </Button>
              </Stack>
            </>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => finish(false)}>{translate('console.security.cancel')}</Button>
          {byCode || byPassword ? (
            <Button type="submit" variant="contained" disabled={busy || !value.trim()}>
              {translate('console.security.sudo_confirm')}
            </Button>
          ) : null}
        </DialogActions>
      </Box>
    </Dialog>
  );
}
