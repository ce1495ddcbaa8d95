// /manager/custom-field/handlefield/:type/:id/:label: the field designer of one CRM module
// (`id` = the module's label 1-7, `type` = crm_customer..., `label` = its display name). Palette,
// field list, properties and preview; 保存 checks the design, asks before deleting stored fields,
// and sends field/save. Leaving with unsaved changes asks first.
// `type` oa_examine: the fields (label 10) of office approval category `id`: a custom category's are
// edited like a module's and saved through field/examineFieldSave; a system category's are shown
// read-only (their forms are the office module's own).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Badge, Box, Button, Flex, Grid, Heading, HStack, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { CrmType, FormType } from '../../../engine/fields/index.ts';
import type { PageProps } from '../../../engine/react/index.ts';
import { toastError, toastSuccess } from '../../shell/toaster.tsx';
import { Icon } from '../../layout/icons.tsx';
import { queryExamineCategories } from '../../../server-adapter/examineCategories.ts';
import { CRM_PALETTE, designerModule, EXAMINE_LABEL, EXAMINE_TYPE, MODULE_LIST_PATH } from './designerModules.ts';
import { canDelete, hasOptions } from './designField.ts';
import type { DesignerAction, FieldPatch } from './designerState.ts';
import { validateDesign } from './validateDesign.ts';
import { issueMessage } from './issueMessage.ts';
import { useFieldDesign } from './useFieldDesign.ts';
import { useLeaveGuard } from '../../shell/useLeaveGuard.ts';
import { FieldPalette } from './FieldPalette.tsx';
import { FieldList } from './FieldList.tsx';
import { FieldProperties, PROPERTY_IDS } from './FieldProperties.tsx';
import { FormPreview } from './FormPreview.tsx';
import { ConflictNotice } from '../../shell/ConflictNotice.tsx';
import { ConfirmDialog } from '../../shell/ConfirmDialog.tsx';

export default function HandleFieldPage(_props: PageProps) {
  const { t } = useTranslation();
  const params = useParams();
  if (params.type === EXAMINE_TYPE) return <ExamineDesigner categoryId={Number(params.id)} title={params.label ?? ''} />;
  const label = Number(params.id);
  const module = designerModule(label);
  if (!module) return <UnknownModule />;
  return <Designer label={label} crmType={module.crmType} title={params.label ?? ''} />;
}

function UnknownModule() {
  const { t } = useTranslation();
  return (
    <Box bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md" p="8" textAlign="center">
      <Text mb="4">{t('designer.editor.unknownModule')}</Text>
      <Button asChild size="sm" variant="outline"><Link to={MODULE_LIST_PATH}>{t('designer.editor.back')}</Link></Button>
    </Box>
  );
}

/** One approval category's fields: a custom category's to edit, a system one's to look at (the note says why). */
function ExamineDesigner({ categoryId, title }: { categoryId: number; title: string }) {
  const { t } = useTranslation();
  const { data, isLoading } = useSWR('OaExamineCategory/queryExamineCategoryList', () => queryExamineCategories(), { revalidateOnFocus: false });
  if (isLoading) return <Flex justify="center" py="16"><Spinner color="brand.500" aria-label={t('designer.editor.loading')} /></Flex>;
  const category = data?.find((row) => row.categoryId === categoryId);
  if (!category) return <UnknownModule />;
  const note = category.isSys === 1 ? t('designer.editor.readOnly') : undefined;
  return <Designer label={EXAMINE_LABEL} categoryId={categoryId} title={title || category.title} readOnlyNote={note} />;
}

interface DesignerProps {
  label: number;
  /** The CRM create form the preview compiles as; none for approval forms. */
  crmType?: CrmType;
  title: string;
  categoryId?: number;
  /** Set: the fields are shown, not edited: no palette, no moves, no save; this note says why. */
  readOnlyNote?: string;
}

function Designer({ label, crmType, title, categoryId, readOnlyNote }: DesignerProps) {
  const { t, i18n } = useTranslation();
  const design = useFieldDesign(label, categoryId);
  const readOnly = readOnlyNote !== undefined;
  const { dirty } = design;
  // Read-only: only loading and selecting reach the state, and every field shows as locked.
  const dispatch = useMemo(
    () => (readOnly ? (action: DesignerAction) => { if (action.type === 'load' || action.type === 'select') design.dispatch(action); } : design.dispatch),
    [readOnly, design.dispatch],
  );
  const state = useMemo(
    () => (readOnly ? { ...design.state, fields: design.state.fields.map((field) => ({ ...field, operating: 3 })) } : design.state),
    [readOnly, design.state],
  );
  const leave = useLeaveGuard(dirty);
  const { conflict } = design;
  const merged = conflict.state === 'merged' ? conflict.outcome : undefined;
  const [saving, setSaving] = useState(false);
  const [confirmRemoval, setConfirmRemoval] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  const issues = useMemo(() => validateDesign(state.fields), [state.fields]);
  const invalid = useMemo(() => new Set(issues.map((issue) => issue.uid)), [issues]);
  const selectedField = state.fields.find((field) => field.uid === state.selected) ?? null;
  const errors = useMemo(() => {
    const found: Partial<Record<'name' | 'options' | 'defaultValue', string>> = {};
    for (const issue of issues) {
      if (issue.uid === state.selected) found[issue.property] ??= issueMessage(issue, t, i18n.language);
    }
    return found;
  }, [issues, state.selected, t, i18n.language]);

  // A failed check selects the field; its input exists only after that render.
  useEffect(() => {
    if (focusTarget === null) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget, state.selected]);

  const nameOf = useCallback((uid: string) => state.fields.find((field) => field.uid === uid)?.name.trim() || t('designer.list.untitled'), [state.fields, t]);

  const add = (formType: FormType, index?: number) => {
    const baseName = t(`designer.formTypes.${formType}`);
    dispatch({ type: 'add', formType, baseName, index, options: hasOptions(formType) ? [t('designer.props.optionN', { n: 1 })] : [] });
    setAnnouncement(t('designer.announce.added', { name: baseName }));
  };
  const move = (uid: string, to: number) => {
    dispatch({ type: 'move', uid, to });
    setAnnouncement(t('designer.announce.moved', { name: nameOf(uid), position: Math.max(1, Math.min(state.fields.length, to + 1)) }));
  };
  const update = (patch: FieldPatch) => state.selected && dispatch({ type: 'update', uid: state.selected, patch });
  const remove = () => {
    if (!selectedField || !canDelete(selectedField)) return;
    dispatch({ type: 'remove', uid: selectedField.uid });
    setAnnouncement(t('designer.announce.removed', { name: nameOf(selectedField.uid) }));
  };

  async function send() {
    setConfirmRemoval(false);
    setSaving(true);
    try {
      await design.save();
      toastSuccess(t('designer.editor.saved'));
    } catch {
      // The request client has shown the server's message; the design stays as it is.
    } finally {
      setSaving(false);
    }
  }

  function save() {
    const first = issues[0];
    if (first) {
      dispatch({ type: 'select', uid: first.uid });
      setFocusTarget(PROPERTY_IDS[first.property]);
      toastError(issueMessage(first, t, i18n.language));
      return;
    }
    if (design.removed.length > 0) setConfirmRemoval(true);
    else void send();
  }

  return (
    <Flex direction="column" gap="3" minH="0">
      <Flex align="center" gap="3" wrap="wrap" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md" px="4" py="2.5">
        <Button size="sm" variant="ghost" onClick={() => leave.requestLeave(MODULE_LIST_PATH)}>
          <Icon name="back" size={16} />{t('designer.editor.back')}
        </Button>
        <Heading as="h1" size="md" flex="1" minW="0" truncate>
          {t('designer.editor.title', { name: title })}
        </Heading>
        {dirty && <Text fontSize="sm" color="orange.600" role="status">{t('designer.editor.unsaved')}</Text>}
        {readOnly ? (
          <Badge colorPalette="gray" variant="subtle" role="note">{readOnlyNote}</Badge>
        ) : (
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={() => leave.requestLeave(MODULE_LIST_PATH)}>{t('designer.editor.cancel')}</Button>
            <Button size="sm" colorPalette="brand" loading={saving} disabled={design.loading || Boolean(design.loadError)} onClick={save}>
              {t('designer.editor.save')}
            </Button>
          </HStack>
        )}
      </Flex>

      {design.loading ? (
        <Flex justify="center" py="16"><Spinner color="brand.500" aria-label={t('designer.editor.loading')} /></Flex>
      ) : design.loadError ? (
        <Box bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md" p="8" textAlign="center">
          <Text mb="3">{t('designer.editor.loadFailed')}</Text>
          <Button size="sm" variant="outline" onClick={design.reload}>{t('designer.editor.retry')}</Button>
        </Box>
      ) : (
        <>
          <ConflictNotice state={conflict.state} disabled={saving} onLoadLatest={() => void design.loadLatest()}
            refusedText={t('designer.conflict.refused')} loadLabel={t('designer.conflict.loadLatest')}
            mergedTitle={t('designer.conflict.merged')}
            mergedLines={(['added', 'changed', 'deleted', 'both'] as const).map((kind) => (merged?.[kind].length ? t(`designer.conflict.${kind}`, { fields: merged[kind].join('、') }) : ''))}
            mergedNeedsCare={Boolean(merged?.both.length || merged?.deleted.length)} />
          <Grid
            gap="3"
            alignItems="start"
            templateColumns={{ base: '1fr', lg: '200px minmax(240px, 1fr) minmax(260px, 1fr)', '2xl': '200px minmax(240px, 1fr) minmax(260px, 1fr) minmax(300px, 1.1fr)' }}
          >
            <FieldPalette formTypes={CRM_PALETTE} onAdd={(formType) => add(formType)} disabled={readOnly} />
            <FieldList
              fields={state.fields}
              selected={state.selected}
              invalid={invalid}
              onSelect={(uid) => dispatch({ type: 'select', uid })}
              onMove={move}
              onAdd={add}
              readOnly={readOnly}
            />
            <FieldProperties key={selectedField?.uid ?? 'none'} field={selectedField} errors={errors} onChange={update} onDelete={remove} />
            <Box gridColumn={{ base: 'auto', lg: '1 / -1', '2xl': 'auto' }}>
              <FormPreview fields={state.fields} crmType={crmType} />
            </Box>
          </Grid>
        </>
      )}

      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>

      <ConfirmDialog open={leave.pending !== null} confirmText={t('shell.leave.confirm')} onConfirm={leave.confirmLeave} onCancel={leave.cancelLeave}>
        <Text>{t('shell.leave.text')}</Text>
      </ConfirmDialog>
      <ConfirmDialog open={confirmRemoval} busy={saving} confirmText={t('designer.removal.confirm')} onConfirm={() => void send()} onCancel={() => setConfirmRemoval(false)}>
        <Text>{t('designer.removal.text', { names: design.removed.map((field) => `「${field.name}」`).join('、') })}</Text>
      </ConfirmDialog>
    </Flex>
  );
}
