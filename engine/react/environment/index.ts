// engine/react/environment: what the engine receives from the app that hosts it (the form theme,
// toasts, the session, the create view, follow-up drafts, the approver picker), and the create
// request it hands to the create view. See engine/README.md.
export { EngineEnvironmentProvider, MissingEngineServiceError, useEngineService, useEngineSession, useOptionalEngineService } from './EngineEnvironment.tsx';
export type {
  ApproverPickerProps, ChosenApprover, CreateHostProps, EngineEnvironment, EngineSession, EngineUser, FollowUpDrafts, FormTheme, Notify,
  SessionSource,
} from './types.ts';
export type { CrmCreateAction, CrmCreateRequest } from './createRequest.ts';
