// The form playground: field definitions edited as JSON, compiled live by engine/fields
// `compileFields` and drawn by the form runtime's `SchemaForm`, with a create/edit mode switch and
// the submitted formData beside its `splitPayload` result. A developer's tool (stories), not a
// product screen: the strings are inline.
//
// The JSON is parsed 300 ms after the last keystroke. Text that does not parse, or definitions the
// engine refuses (a custom field without fieldId, two fields with one key), show a message under
// the editor and leave the last good form on screen.
import { Component, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, ButtonGroup, Field, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { compileFields, splitPayload, type CompiledForm, type FieldDefinition, type FormMode } from '../../engine/fields/index.ts';
import { SchemaForm, type FormValues } from '../../engine/react/form/index.ts';
import type { LingxiDataSources } from './dataSources.ts';

/** How long the editor waits after the last keystroke before it parses and recompiles. */
export const PLAYGROUND_DEBOUNCE_MS = 300;

export type PlaygroundMode = Extract<FormMode, 'save' | 'update'>;

const MODES: ReadonlyArray<{ mode: PlaygroundMode; label: string }> = [
  { mode: 'save', label: '新建' },
  { mode: 'update', label: '编辑' },
];

export interface FormPlaygroundProps {
  /** The definitions the editor starts with, as `field/queryField` returns them. */
  definitions: FieldDefinition[];
  /** Sample data for the pickers, passed to the form as `formContext={{ dataSources }}`. */
  dataSources?: LingxiDataSources;
  /** Starting mode; default 'save' (新建). */
  mode?: PlaygroundMode;
  /** Grid columns of the form; default 2. */
  columns?: number;
  /** Wait after the last keystroke before recompiling; default 300 ms. */
  debounceMs?: number;
}

interface Built {
  definitions: FieldDefinition[];
  compiled: CompiledForm;
  /** Counts the compiles: a new form gets a fresh render guard. */
  version: number;
}

interface Submitted {
  formData: FormValues;
  payload: ReturnType<typeof splitPayload>;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Compiles, or says why not (thrown, not returned: the caller keeps the last good form). */
function build(definitions: unknown, mode: PlaygroundMode, version: number): Built {
  if (!Array.isArray(definitions)) throw new Error('字段定义须是一个数组');
  const list = definitions as FieldDefinition[];
  return { definitions: list, compiled: compileFields(list, { mode }), version };
}

/** A widget that throws on odd definitions shows a message instead of taking the playground down. */
class RenderGuard extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: messageOf(error) };
  }

  override render() {
    if (this.state.error !== null) {
      return (
        <Text color="fg.error" role="alert">
          表单渲染出错：{this.state.error}
        </Text>
      );
    }
    return this.props.children;
  }
}

export function FormPlayground({ definitions, dataSources, mode: initialMode = 'save', columns = 2, debounceMs = PLAYGROUND_DEBOUNCE_MS }: FormPlaygroundProps) {
  const initialText = useMemo(() => JSON.stringify(definitions, null, 2), [definitions]);
  const [text, setText] = useState(initialText);
  const [mode, setMode] = useState<PlaygroundMode>(initialMode);
  const [built, setBuilt] = useState<Built>(() => build(definitions, initialMode, 0));
  const [problem, setProblem] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);

  // The text last compiled: the first render and a text put back as it was do not start a new form.
  const compiledText = useRef(initialText);
  const versions = useRef(0);

  useEffect(() => {
    const timer = setTimeout(() => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        setProblem(`JSON 格式错误：${messageOf(error)}`);
        return;
      }
      if (text === compiledText.current) {
        setProblem(null);
        return;
      }
      try {
        setBuilt(build(parsed, mode, ++versions.current));
        compiledText.current = text;
        setProblem(null);
        setSubmitted(null);
      } catch (error) {
        setProblem(`字段定义有误：${messageOf(error)}`);
      }
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, mode, debounceMs]);

  const switchMode = (next: PlaygroundMode) => {
    if (next === mode) return;
    setMode(next);
    try {
      setBuilt(build(built.definitions, next, ++versions.current));
      setSubmitted(null);
    } catch (error) {
      setProblem(`字段定义有误：${messageOf(error)}`);
    }
  };

  // Stable while the data sources are: every field reads it.
  const formContext = useMemo(() => ({ dataSources }), [dataSources]);

  const onSubmit = (formData: FormValues) => {
    setSubmitted({ formData, payload: splitPayload(formData, built.compiled) });
  };

  return (
    <Stack gap="6" direction={{ base: 'column', lg: 'row' }} align="stretch">
      <Stack gap="3" flex="1" minW="0">
        <Field.Root invalid={problem !== null}>
          <Field.Label>字段定义 (JSON)</Field.Label>
          <Textarea
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={24}
            fontFamily="mono"
            fontSize="xs"
            spellCheck={false}
            autoComplete="off"
          />
          <Field.ErrorText>{problem}</Field.ErrorText>
        </Field.Root>
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium" id="form-playground-mode">
            模式
          </Text>
          <ButtonGroup size="sm" variant="outline" attached role="group" aria-labelledby="form-playground-mode">
            {MODES.map((option) => (
              <Button
                key={option.mode}
                aria-pressed={mode === option.mode}
                variant={mode === option.mode ? 'solid' : 'outline'}
                onClick={() => switchMode(option.mode)}
              >
                {option.label}
              </Button>
            ))}
          </ButtonGroup>
        </Stack>
      </Stack>

      <Stack gap="4" flex="2" minW="0">
        <RenderGuard key={built.version}>
          <SchemaForm compiled={built.compiled} formContext={formContext} columns={columns} onSubmit={onSubmit}>
            <Box mt="6">
              <Button type="submit" colorPalette="blue">
                提交
              </Button>
            </Box>
          </SchemaForm>
        </RenderGuard>
        <Stack gap="2">
          <Heading size="sm" as="h3">
            提交结果
          </Heading>
          <Box
            as="pre"
            aria-label="提交结果"
            fontSize="xs"
            fontFamily="mono"
            bg="bg.muted"
            borderRadius="md"
            p="3"
            overflow="auto"
            maxH="96"
            whiteSpace="pre-wrap"
          >
            {submitted ? JSON.stringify(submitted, null, 2) : '（尚未提交）'}
          </Box>
        </Stack>
      </Stack>
    </Stack>
  );
}
