import { useEffect, useState } from 'react';
import { Form, Login, PasswordInput, required, SaveButton, TextInput, useAuthProvider, useLogin, useNotify } from 'react-admin';
import { Alert, Box, CardContent, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { messages, toastMs } from '@fitout/shared';

type Credentials = { email: string; password: string };

/**
 * Email and password (SPEC.md section 5: both required). A refused sign-in shows the server's words in an alert and
 * a toast and empties the fields; a superuser lands on the dashboard, a customer on the site's profile.
 */
function LoginForm() {
  const login = useLogin();
  const notify = useNotify();
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    setPending(true);
    setFailure(null);
    try {
      await login(values as Credentials);
      notify(messages.signedIn, { type: 'success', autoHideDuration: toastMs.success });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : messages.invalidData;
      setFailure(message);
      notify(message, { type: 'error', autoHideDuration: toastMs.error });
      setAttempt((n) => n + 1);
    } finally {
      setPending(false);
    }
  };

  return (
    <CardContent>
      {failure ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      ) : null}
      <Form key={attempt} onSubmit={submit} defaultValues={{ email: '', password: '' }}>
        <TextInput source="email" type="email" label="Email" autoComplete="username" validate={required()} autoFocus />
        <PasswordInput source="password" label="Password" autoComplete="current-password" validate={required()} />
        <SaveButton label="Sign in" icon={<LockIcon />} fullWidth sx={{ mt: 2 }} disabled={pending} alwaysEnable={!pending} />
      </Form>
    </CardContent>
  );
}

/** A customer who is already signed in has no business on this page either: to their profile on the site. */
function useCustomerLeaves() {
  const authProvider = useAuthProvider();
  useEffect(() => {
    authProvider?.checkAuth({}).catch((error: { redirectTo?: string }) => {
      if (error?.redirectTo?.startsWith('http')) window.location.assign(error.redirectTo);
    });
  }, [authProvider]);
}

export function LoginPage() {
  useCustomerLeaves();
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
