import { crossEngineSmoke } from './support/journeys';
import { webkit } from './support/webkit';

describe('WebKitGTK (the engine of every iPhone browser and the app’s webview)', () => crossEngineSmoke(webkit()));
