// formType `examine_cause` (费用明细, forms.md 3.3): the expense items of a reimbursement. Each item
// card holds 出发城市/目的城市, 开始时间/结束时间 (dates), 交通费/住宿费/餐饮费/其他费用 (yuan, the
// engine's decimal input), the item's 合计 (`expenseItemMoney`, read-only, also kept in the item's
// `money`), 费用明细描述 (200 characters, counter) and its invoice images, uploaded through the
// data sources (`uploadFile`, type img) into the item's own batch. 添加事项 adds an item; each has a
// delete; the claim's total (`expenseTotalMoney`) is under the list. Completeness ('请完善明细') is
// the engine's rule, shown by the FieldTemplate.
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, Flex, IconButton, Image, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { EXPENSE_ITEM_KEYS, expenseItemMoney, expenseTotalMoney, type DetailItem, type FileItem } from '../../../engine/fields/index.ts';
import { memoWidget } from '../../form/memoWidget.tsx';
import { useDataSources, type LingxiDataSources } from '../../form/dataSources.ts';
import { DetailItems, ItemComputed, ItemDecimal, ItemDescription, ItemField, ItemText, useItem } from './DetailItems.tsx';
import { detailText } from './strings.ts';

/** An empty expense item: every key the completeness rule checks, empty. */
export function newExpenseItem(): DetailItem {
  return {
    startAddress: '', endAddress: '', startTime: '', endTime: '',
    traffic: '', stay: '', diet: '', other: '', money: '0.00',
    description: '', imgList: [], batchId: '',
  };
}

/** The item's money always follows its four amounts. */
function deriveMoney(item: DetailItem): DetailItem {
  return { ...item, money: expenseItemMoney(item) };
}

function imagesOf(item: DetailItem): FileItem[] {
  return Array.isArray(item.imgList) ? (item.imgList as FileItem[]) : [];
}

function InvoiceImages({ sources }: { sources: LingxiDataSources | null }) {
  const { item, inputId, disabled, readonly, update } = useItem();
  const images = imagesOf(item);
  const fileRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<'idle' | 'uploading' | 'error'>('idle');

  const upload = useCallback(
    async (files: File[]) => {
      if (!sources || files.length === 0) return;
      setStatus('uploading');
      let batchId = String(item.batchId ?? '');
      try {
        for (const file of files) {
          const uploaded = await sources.uploadFile(file, { type: 'img', batchId });
          batchId = uploaded.batchId || batchId;
          update((current) => ({ ...current, batchId, imgList: [...imagesOf(current), uploaded] }));
        }
        setStatus('idle');
      } catch {
        setStatus('error');
      }
    },
    [sources, item.batchId, update],
  );
  const handleFiles = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const files = Array.from(event.target.files ?? []);
      event.target.value = '';
      void upload(files);
    },
    [upload],
  );
  const remove = useCallback(
    async (image: FileItem) => {
      try {
        if (sources?.deleteFile && image.fileId !== undefined) await sources.deleteFile(image.fileId);
        update((current) => ({ ...current, imgList: imagesOf(current).filter((other) => other !== image && (other.fileId === undefined || other.fileId !== image.fileId)) }));
      } catch {
        setStatus('error');
      }
    },
    [sources, update],
  );

  const editable = !disabled && !readonly;
  return (
    <ItemField label={detailText.invoices()} htmlFor={inputId('imgList')} span={2}>
      <Flex gap="2" wrap="wrap" align="center" minH="8">
        {images.map((image, index) => (
          <Box key={String(image.fileId ?? index)} position="relative" boxSize="14" borderRadius="sm" borderWidth="1px" borderColor="border" overflow="hidden" bg="bg">
            <Image src={String(image.url ?? '')} alt={String(image.name ?? '')} title={String(image.name ?? '')} boxSize="full" objectFit="cover" />
            {editable ? (
              <IconButton
                position="absolute"
                top="0"
                right="0"
                size="2xs"
                minW="5"
                h="5"
                variant="solid"
                colorPalette="gray"
                borderRadius="0"
                borderBottomLeftRadius="sm"
                aria-label={detailText.removeImage(String(image.name ?? ''))}
                onClick={() => void remove(image)}
              >
                <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
                  <path d="M2 2l6 6M8 2l-6 6" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
                </svg>
              </IconButton>
            ) : null}
          </Box>
        ))}
        {editable ? (
          <>
            <input
              ref={fileRef}
              id={inputId('imgList')}
              type="file"
              accept="image/*"
              multiple
              hidden
              onChange={handleFiles}
            />
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              bg="bg"
              disabled={!sources || status === 'uploading'}
              onClick={() => fileRef.current?.click()}
            >
              {detailText.uploadInvoice()}
            </Button>
          </>
        ) : images.length === 0 ? (
          <Text as="span" id={inputId('imgList')} fontSize="sm" color="fg.muted">
            —
          </Text>
        ) : null}
        {status === 'uploading' ? (
          <Text role="status" fontSize="xs" color="fg.muted">{detailText.uploading()}</Text>
        ) : status === 'error' ? (
          <Text role="status" fontSize="xs" color="fg.error">{detailText.uploadFailed()}</Text>
        ) : !sources && editable ? (
          <Text fontSize="xs" color="fg.muted">{detailText.noUploadSource()}</Text>
        ) : null}
      </Flex>
    </ItemField>
  );
}

function ExpenseItem({ sources }: { sources: LingxiDataSources | null }) {
  const { item } = useItem();
  return (
    <>
      <ItemText field="startAddress" label={detailText.startAddress()} />
      <ItemText field="endAddress" label={detailText.endAddress()} />
      <ItemText field="startTime" label={detailText.startTime()} type="date" max="9999-12-31" />
      <ItemText field="endTime" label={detailText.endTime()} type="date" max="9999-12-31" />
      <ItemDecimal field="traffic" label={detailText.traffic()} unit={detailText.yuan()} />
      <ItemDecimal field="stay" label={detailText.stay()} unit={detailText.yuan()} />
      <ItemDecimal field="diet" label={detailText.diet()} unit={detailText.yuan()} />
      <ItemDecimal field="other" label={detailText.other()} unit={detailText.yuan()} />
      <ItemComputed field="money" label={detailText.money()} value={expenseItemMoney(item)} unit={detailText.yuan()} />
      <InvoiceImages sources={sources} />
      <ItemDescription label={detailText.expenseDescription()} />
    </>
  );
}

function ExamineCauseWidget(props: WidgetProps) {
  const sources = useDataSources(props.registry);
  const renderItem = useCallback(() => <ExpenseItem sources={sources} />, [sources]);
  const total = useCallback(
    (items: readonly DetailItem[]) => (
      <Text as="span" aria-live="polite">
        {detailText.expenseTotal()}：
        <Text as="span" fontWeight="semibold" color="brand.fg" fontVariantNumeric="tabular-nums">
          {expenseTotalMoney(items)}
        </Text>{' '}
        {detailText.yuan()}
      </Text>
    ),
    [],
  );
  return <DetailItems widget={props} newItem={newExpenseItem} derive={deriveMoney} firstKey="startAddress" requiredKeys={EXPENSE_ITEM_KEYS} renderItem={renderItem} total={total} />;
}

export default memoWidget(ExamineCauseWidget, 'ExamineCauseWidget');
