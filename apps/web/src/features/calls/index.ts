export { CallBridge } from './CallBridge';
export { CallButton } from './CallButton';
