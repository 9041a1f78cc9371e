export { RoutedTabs } from './routed-tabs';
export { activeTab, firstAllowedTab, tabsOf, withTabs } from './tab-routes';
