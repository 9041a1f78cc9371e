export { activeTab, firstAllowedTab, RoutedTabs, tabsOf, withTabs } from './routed-tabs';
