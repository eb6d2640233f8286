import { firefox } from './support/firefox';
import { crossEngineSmoke } from './support/journeys';

describe('Firefox ESR (Gecko)', () => crossEngineSmoke(firefox()));
