// Navigation for code outside React (a toast's action after a queued write was answered): the
// router registers itself at start-up; before that, or in tests, a plain page load does.
type Navigate = (href: string) => void;

let navigate: Navigate = (href) => window.location.assign(href);

export function setAppNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(href: string): void {
  navigate(href);
}
