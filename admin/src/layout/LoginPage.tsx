import { useState } from 'react';
import { Form, Login, PasswordInput, required, SaveButton, TextInput, useLogin, useNotify } from 'react-admin';
import { Box, CardContent, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { messages, toastMs } from '@fitout/shared';

type Credentials = { email: string; password: string };

/**
 * Email and password (SPEC.md section 5: both required). A refused sign-in shows the server's words for 7 s and
 * empties the fields; a superuser lands on the dashboard, a customer on the site's profile.
 */
function LoginForm() {
  const login = useLogin();
  const notify = useNotify();
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setPending(true);
    try {
      await login(values as Credentials);
      notify(messages.signedIn, { type: 'success', autoHideDuration: toastMs.success });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : messages.invalidData, { type: 'error', autoHideDuration: toastMs.error });
      setAttempt((n) => n + 1);
    } finally {
      setPending(false);
    }
  };

  return (
    <CardContent>
      <Form key={attempt} onSubmit={submit} defaultValues={{ email: '', password: '' }}>
        <TextInput source="email" type="email" label="Email" autoComplete="username" validate={required()} autoFocus />
        <PasswordInput source="password" label="Password" autoComplete="current-password" validate={required()} />
        <SaveButton label="Sign in" icon={<LockIcon />} fullWidth sx={{ mt: 2 }} disabled={pending} alwaysEnable={!pending} />
      </Form>
    </CardContent>
  );
}

export function LoginPage() {
  return (
    <Login
      avatarIcon={<LockIcon />}
      sx={{
        backgroundImage: 'none',
        background: (theme) =>
          theme.palette.mode === 'dark'
            ? 'radial-gradient(circle at 30% 20%, #1d3a44 0, #0b1417 70%)'
            : 'radial-gradient(circle at 30% 20%, #dbe9ec 0, #f5f3ef 65%)',
      }}
    >
      <Box sx={{ px: 2, textAlign: 'center' }}>
        <Typography variant="h6" component="h1">
          Company console
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Sign in with a company account
        </Typography>
      </Box>
      <LoginForm />
    </Login>
  );
}
