import { Button } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../../backend/auth';
import { toaster } from '../../components/ui/toaster';
import { paths } from '../../config/paths';

export function SignOutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = async () => {
    await signOut();
    toaster.create({ type: 'success', title: t('auth.signedOut') });
    navigate(paths.login, { replace: true });
  };
  return (
    <Button variant="outline" onClick={() => void leave()}>
      <LogOut aria-hidden="true" /> {t('auth.signOut')}
    </Button>
  );
}
