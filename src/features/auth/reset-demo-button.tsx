import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/components/feedback';
import { getDemoControls } from '@/lib/demo';
import { returnState, session } from '@/lib/session';

/**
 * "Reset demo data" (issue 2 §7): shown only while the built-in demo API runs. Restores the seed after a
 * confirmation, signs the user out and reloads the sign-in page. Used in the header and on the sign-in page.
 */
export function ResetDemoButton({
  className,
  variant = 'outline-warning',
}: {
  className?: string;
  variant?: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const demo = getDemoControls();
  if (!demo) return null;

  const reset = async () => {
    const yes = await feedback.confirm({
      title: t('auth.demo.reset'),
      text: t('auth.demo.resetConfirm'),
    });
    if (!yes) return;
    await demo.reset();
    session.clearToken();
    returnState.clear();
    queryClient.clear();
    window.location.assign('/login');
  };

  return (
    // Bootstrap's markup: the sign-in page carries no component library
    <button
      type="button"
      className={['btn', 'btn-sm', `btn-${variant}`, className].filter(Boolean).join(' ')}
      onClick={() => void reset()}
    >
      {t('auth.demo.reset')}
    </button>
  );
}
