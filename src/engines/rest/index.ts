export {RestEngine, STORAGE_PATH, bodyErrors, check, pointerOf} from './engine';
export type {EngineState, RestCall, RestEngineOptions, RestReply, RestRequest} from './engine';
export type {SessionRecord, StreamUrls} from './resources';
export {contract, operationById, type RestOperation, type RestParameter} from './contract';
