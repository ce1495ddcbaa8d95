// Scenes (场景, saved filters; server-contract 6.5, shell-and-calls.md "Fields, scenes"): the
// module's scenes, their management (add, update, delete, default, order and visibility) and the
// advanced filter's field list. Every call is a form POST through request.ts.
import { request, requestData, type RequestOptions } from './request.ts';

export interface Scene {
  sceneId: number;
  name: string;
  /** The filter as a JSON string (queryScene) or already parsed (querySceneConfig); '' for none. */
  data: string | Record<string, unknown> | null;
  /** 1 the user's default. */
  isDefault?: number | null;
  /** 1 a system scene (cannot be deleted or hidden). */
  isSystem?: number | null;
  bydata?: string | null;
  [key: string]: unknown;
}

/** `scene/queryScene` (`type`): the visible scenes, in order. */
export async function queryScenes(type: number, options?: RequestOptions): Promise<Scene[]> {
  const data = await requestData<Scene[] | null>('scene/queryScene', { type }, { silent: true, ...options });
  return Array.isArray(data) ? data : [];
}

export interface SceneConfig {
  value: Scene[];
  hideValue: Scene[];
}

/** `scene/querySceneConfig`: shown and hidden scenes (the server may spell it hideValue or hide_value). */
export async function querySceneConfig(type: number, options?: RequestOptions): Promise<SceneConfig> {
  const data = await requestData<{ value?: Scene[]; hideValue?: Scene[]; hide_value?: Scene[] } | null>('scene/querySceneConfig', { type }, options);
  return { value: data?.value ?? [], hideValue: data?.hideValue ?? data?.hide_value ?? [] };
}

export interface SceneInput {
  name: string;
  /** The filter's `data` object (contract 6.3); sent as a JSON string. */
  data: Record<string, unknown>;
  isDefault: boolean;
}

/** `scene/addScene` (`type`, `name`, `data`, `isDefault`). */
export async function addScene(type: number, scene: SceneInput, options?: RequestOptions): Promise<void> {
  await request('scene/addScene', { type, name: scene.name, data: JSON.stringify(scene.data), isDefault: scene.isDefault ? 1 : 0 }, options);
}

/** `scene/updateScene` (`sceneId`, `name`, `data`, `isDefault`). */
export async function updateScene(sceneId: number, scene: SceneInput, options?: RequestOptions): Promise<void> {
  await request('scene/updateScene', { sceneId, name: scene.name, data: JSON.stringify(scene.data), isDefault: scene.isDefault ? 1 : 0 }, options);
}

/** `scene/deleteScene`: refused for system scenes (系统场景不能删除). */
export async function deleteScene(sceneId: number, options?: RequestOptions): Promise<void> {
  await request('scene/deleteScene', { sceneId }, options);
}

/** `scene/setDefaultScene`. */
export async function setDefaultScene(sceneId: number, options?: RequestOptions): Promise<void> {
  await request('scene/setDefaultScene', { sceneId }, options);
}

/** `scene/sceneConfig` (`type`, `noHideIds` in order, `hideIds`): refused for hiding a system scene. */
export async function saveSceneConfig(type: number, shown: readonly number[], hidden: readonly number[], options?: RequestOptions): Promise<void> {
  await request('scene/sceneConfig', { type, noHideIds: shown.join(','), hideIds: hidden.join(',') }, options);
}

/** An advanced-filter field of `scene/queryField` (fixed ones by snake_case column, custom by label). */
export interface SceneField {
  fieldName: string;
  name: string;
  formType: string;
  setting?: unknown[] | null;
  fieldId?: number | null;
  type?: number | null;
  [key: string]: unknown;
}

/** `scene/queryField` (`label` 1-7). */
export async function querySceneFields(label: number, options?: RequestOptions): Promise<SceneField[]> {
  const data = await requestData<SceneField[] | null>('scene/queryField', { label }, options);
  return Array.isArray(data) ? data : [];
}

/** The scene calls as one object: a story passes its own of the same shape. */
export interface ScenesApi {
  queryScenes(type: number): Promise<Scene[]>;
  querySceneConfig(type: number): Promise<SceneConfig>;
  addScene(type: number, scene: SceneInput): Promise<void>;
  updateScene(sceneId: number, scene: SceneInput): Promise<void>;
  deleteScene(sceneId: number): Promise<void>;
  setDefaultScene(sceneId: number): Promise<void>;
  saveSceneConfig(type: number, shown: readonly number[], hidden: readonly number[]): Promise<void>;
  querySceneFields(label: number): Promise<SceneField[]>;
}

export const scenesApi: ScenesApi = {
  queryScenes: (type) => queryScenes(type),
  querySceneConfig: (type) => querySceneConfig(type),
  addScene: (type, scene) => addScene(type, scene),
  updateScene: (sceneId, scene) => updateScene(sceneId, scene),
  deleteScene: (sceneId) => deleteScene(sceneId),
  setDefaultScene: (sceneId) => setDefaultScene(sceneId),
  saveSceneConfig: (type, shown, hidden) => saveSceneConfig(type, shown, hidden),
  querySceneFields: (label) => querySceneFields(label),
};
