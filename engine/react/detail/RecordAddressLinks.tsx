// A record's own address, offered in its drawer's header wherever the record was opened: over its
// list (where it is also the page's URL), from another record's related tab or from 待办事项 (where
// the URL stays the other screen's). 复制链接 copies it to send to a colleague; the link opens it in
// a new tab (and a right click copies it where the browser gives no clipboard, as over plain http).
import { IconButton } from '@chakra-ui/react';
import { LuExternalLink, LuLink } from 'react-icons/lu';
import { useTranslation } from 'react-i18next';
import { useEngineService, useOptionalEngineService } from '../environment/index.ts';

export function RecordAddressLinks({ module, id }: { module: string; id: number }) {
  const { t } = useTranslation();
  const notify = useEngineService('notify');
  const address = useOptionalEngineService('recordAddress')?.(module, id) ?? null;
  if (!address) return null;
  const href = new URL(address, window.location.href).href;
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;

  async function copy() {
    try {
      await clipboard!.writeText(href);
      notify.success(t('detail.linkCopied'));
    } catch {
      notify.error(t('detail.linkNotCopied'));
    }
  }

  return (
    <>
      {clipboard ? (
        <IconButton size="xs" variant="ghost" aria-label={t('detail.copyLink')} title={t('detail.copyLink')} onClick={() => void copy()}>
          <LuLink />
        </IconButton>
      ) : null}
      <IconButton asChild size="xs" variant="ghost" aria-label={t('detail.openInNewTab')} title={t('detail.openInNewTab')}>
        <a href={href} target="_blank" rel="noopener"><LuExternalLink /></a>
      </IconButton>
    </>
  );
}
