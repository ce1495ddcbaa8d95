// The life of a 确定 button: busy while the work runs, the refusal's message kept to show beside it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../errorMessage.ts';

export function useConfirmAction(work: () => Promise<void>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function confirm() {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (cause) {
      setError(messageOf(cause) || t('dialog.failed'));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, confirm };
}
