// The designer's state: the module's field list as the admin is shaping it, and which field the
// properties panel shows. Every change goes through this reducer, so the order, the selection and
// the new-field ids stay consistent whether a change comes from a click, a drag or the keyboard.
import type { FormType } from '../../../engine/fields/index.ts';
import { canDelete, newDesignField, uniqueName, type DesignField } from './designField.ts';

export interface DesignerState {
  fields: DesignField[];
  selected: string | null;
  /** Next number for `new<n>` uids; never reused, so a deleted field's uid cannot come back. */
  nextNew: number;
}

export type FieldPatch = Partial<Pick<DesignField, 'name' | 'inputTips' | 'defaultValue' | 'options' | 'isNull' | 'isUnique'>>;

export type DesignerAction =
  | { type: 'load'; fields: DesignField[]; select?: string | null }
  | { type: 'add'; formType: FormType; baseName: string; options: string[]; index?: number }
  | { type: 'move'; uid: string; to: number }
  | { type: 'update'; uid: string; patch: FieldPatch }
  | { type: 'remove'; uid: string }
  | { type: 'select'; uid: string | null };

export const initialDesignerState: DesignerState = { fields: [], selected: null, nextNew: 1 };

function clamp(index: number, length: number): number {
  return Math.max(0, Math.min(length, index));
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'load': {
      const selected = action.select !== undefined ? action.select : state.selected;
      const stillThere = selected !== null && action.fields.some((field) => field.uid === selected);
      return { ...state, fields: action.fields, selected: stillThere ? selected : (action.fields[0]?.uid ?? null) };
    }
    case 'add': {
      const uid = `new${state.nextNew}`;
      const name = uniqueName(action.baseName, state.fields.map((field) => field.name));
      const field = newDesignField(uid, action.formType, name, action.options);
      const fields = [...state.fields];
      fields.splice(clamp(action.index ?? fields.length, fields.length), 0, field);
      return { fields, selected: uid, nextNew: state.nextNew + 1 };
    }
    case 'move': {
      const from = state.fields.findIndex((field) => field.uid === action.uid);
      if (from < 0) return state;
      const fields = [...state.fields];
      const [field] = fields.splice(from, 1);
      const to = clamp(action.to, fields.length);
      if (to === from) return state;
      fields.splice(to, 0, field!);
      return { ...state, fields };
    }
    case 'update':
      return {
        ...state,
        // A default whose option is being retyped is kept here and dropped on save (toSaveRow) if it
        // is still not a choice then: typing must not silently lose it half-way.
        fields: state.fields.map((field) => (field.uid === action.uid ? { ...field, ...action.patch } : field)),
      };
    case 'remove': {
      const index = state.fields.findIndex((field) => field.uid === action.uid);
      const field = state.fields[index];
      // The buttons are disabled for these; the reducer holds the line too (a stray key press, a test).
      if (!field || !canDelete(field)) return state;
      const fields = state.fields.filter((_, i) => i !== index);
      const neighbour = fields[Math.min(index, fields.length - 1)];
      return { ...state, fields, selected: state.selected === action.uid ? (neighbour?.uid ?? null) : state.selected };
    }
    case 'select':
      return { ...state, selected: action.uid };
  }
}
