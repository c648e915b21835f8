/** The early script's entry (built into the route-preload script): starts the first screen's requests. */
import { startEarlyRequests } from './earlyRequests';

try {
  startEarlyRequests();
} catch {
  // Storage or cookies refused (a privacy mode): the app asks for everything itself.
}
