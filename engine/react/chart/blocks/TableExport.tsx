// 导出 of a chart-file table: the table as shown (engine/charts tableSheet) written to an .xlsx in the
// browser and handed over as `<page title>-<yyyyMMdd>.xlsx`. exceljs is imported on the click only,
// its own chunk: no page's first load (the login route's least of all) carries it.
// A table paged by the server (商机明细, 产品销售明细, ...) writes every row, asked once more without
// paging (the call then answers the rows themselves); any other table writes what it has loaded,
// which is every row.
import { useState } from 'react';
import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { exportFileName, fillWorksheet, tableSheet, type TableBlock } from '../../../charts/index.ts';
import { saveBlob } from '../../../../widgets/saveBlob.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function TableExport({ block, data, title, disabled, allRows }: { block: TableBlock; data: unknown; title: string; disabled: boolean; allRows?: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const whole = allRows ? await allRows() : data;
      // the unpaged answer is the rows: where the paged one held them under `rows`
      const sheet = tableSheet(block, allRows && block.rows ? { [block.rows]: whole } : whole, t);
      const { default: Excel } = await import('exceljs');
      const workbook = new Excel.Workbook();
      fillWorksheet(workbook.addWorksheet(sheet.name), sheet);
      const buffer = await workbook.xlsx.writeBuffer();
      saveBlob(new Blob([buffer], { type: XLSX }), exportFileName(title, new Date()));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex justify="end" align="center" gap="2">
      {failed && <Text role="alert" color="red.600" fontSize="xs">{t('chart.exportError')}</Text>}
      <Button size="xs" variant="outline" disabled={disabled || busy} loading={busy} onClick={() => void run()}>{t('chart.export')}</Button>
    </Flex>
  );
}
