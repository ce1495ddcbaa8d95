// /login: the system's name and logo, username and password, Enter submits. A refused login shows
// the server's msg through the request client's toast; a successful one closes those toasts (a
// lockout's wait has nothing to say on the next screen). Kept light: the whole /login route must
// stay under the 220 kB gzip budget, so nothing from the layout or the heavy screens is imported.
import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, chakra, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { login } from '../../server-adapter/auth.ts';
import { signIn } from '../session/sessionStore.ts';
import { changeLanguage, currentLanguage } from '../../i18n/index.ts';
import { BrandMark } from '../shell/BrandMark.tsx';
import { dismissToasts } from '../shell/toaster.tsx';
import { useSystemName } from '../shell/useSystemName.ts';
import { APP_VERSION } from '../shell/version.ts';
import { LoginBackdrop } from './LoginBackdrop.tsx';

export default function LoginPage() {
  const { t } = useTranslation();
  const { name, logo } = useSystemName();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    document.title = `${t('routes.login.title')} - ${name}`;
  }, [name, t]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      username: username.trim() ? undefined : t('login.usernameRequired'),
      password: password ? undefined : t('login.passwordRequired'),
    };
    setErrors(found);
    if (found.username || found.password) return;
    setSubmitting(true);
    try {
      const session = await login({ username, password });
      dismissToasts();
      // The router guard sees the session and sends the user on to ?redirect= (or /).
      signIn(session);
    } catch {
      // The request client has shown the server's message.
      setSubmitting(false);
    }
  }

  return (
    <Box minH="100vh" position="relative" overflow="hidden" display="flex" alignItems="center" justifyContent="center" px="4"
      bgGradient="to-br" gradientFrom="brand.800" gradientVia="brand.600" gradientTo="brand.400">
      <LoginBackdrop />
      <Box position="relative" w="full" maxW="400px">
        <Stack direction="row" align="center" justify="center" gap="3" mb="6" color="white">
          <BrandMark logo={logo} size={40} alt={name} />
          <Heading as="h1" size="2xl" fontWeight="semibold" letterSpacing="wide">{name}</Heading>
        </Stack>
        <Box bg="bg" borderRadius="xl" boxShadow="2xl" px={{ base: '6', md: '10' }} py="8">
          <Heading as="h2" size="lg" mb="1">{t('login.heading')}</Heading>
          <Text color="fg.muted" fontSize="sm" mb="6">{t('shell.tagline')}</Text>
          <form onSubmit={submit} noValidate>
            <Stack gap="4">
              <Field.Root invalid={Boolean(errors.username)} required>
                <Field.Label>{t('login.username')}</Field.Label>
                <Input name="username" autoComplete="username" autoFocus size="lg"
                  placeholder={t('login.usernamePlaceholder')} value={username}
                  onChange={(e) => setUsername(e.target.value)} />
                <Field.ErrorText>{errors.username}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.password)} required>
                <Field.Label>{t('login.password')}</Field.Label>
                <Input name="password" type="password" autoComplete="current-password" size="lg"
                  placeholder={t('login.passwordPlaceholder')} value={password}
                  onChange={(e) => setPassword(e.target.value)} />
                <Field.ErrorText>{errors.password}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" colorPalette="brand" size="lg" w="full" mt="2" loading={submitting}>
                {t('login.submit')}
              </Button>
            </Stack>
          </form>
        </Box>
        <Stack direction="row" justify="space-between" mt="4" color="whiteAlpha.800" fontSize="xs">
          <Text>{APP_VERSION}</Text>
          <chakra.button type="button" cursor="pointer" _hover={{ color: 'white', textDecoration: 'underline' }} onClick={() => changeLanguage(currentLanguage() === 'en' ? 'cn' : 'en')}>
            {t('login.languageSwitch')}
          </chakra.button>
        </Stack>
      </Box>
    </Box>
  );
}
