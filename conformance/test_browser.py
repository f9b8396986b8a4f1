"""A real browser on the served pages: headless Chromium, driven by Selenium, signs in where MSAL
Python's `acquire_token_interactive` sends it and on the device-login page.

The browser reaches https://login.microsoftonline.com through the server's proxy and trusts the
server's authority (conftest.py's Browser); MSAL's loopback redirect stays on the machine. The
pages are answered by the ids the real sign-in pages use (i0116, i0118, idSIButton9). Screenshots
of the pages land in .build/conformance-artifacts.
"""

import threading
import urllib.parse
import webbrowser

import msal
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException, TimeoutException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as shown
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ADELE, ADELE_OID, ARTIFACTS, CONTOSO_TENANT, PASSWORD, TEST_APP

CONTOSO = "https://login.microsoftonline.com/contoso.onmicrosoft.com"
FABRIKAM = "https://login.microsoftonline.com/fabrikam.onmicrosoft.com"
FABRIKAM_TENANT = "fab1ca7e-2b3c-4d4e-9f50-6a7b8c9d0e1f"
ADELE_GUEST_OID = "a11ce000-0000-4000-8000-0000000000f1"


def while_the_page_changes(condition):
    """`condition`, answering "not yet" while a page is being replaced: Chromium reports a node
    that left the document between finding it and reading it as an "unknown error" ("Node with
    given id does not belong to the document"), not as a stale element."""
    def checked(driver):
        try:
            return condition(driver)
        except WebDriverException as error:
            if "does not belong to the document" in str(error.msg):
                return False
            raise
    return checked


def element(browser, element_id):
    clickable = shown.element_to_be_clickable((By.ID, element_id))
    return WebDriverWait(browser.driver, 20).until(while_the_page_changes(clickable))


def wait_for_heading(browser, text):
    """Waits until the page's heading reads `text`: after a click the old page may still be
    showing (or its elements going stale) while the next one loads."""
    @while_the_page_changes
    def shows(driver):
        return driver.find_element(By.ID, "loginHeader").text == text
    try:
        WebDriverWait(browser.driver, 20, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException)).until(shows)
    except TimeoutException:
        raise AssertionError(f"the page never showed {text!r}; it shows: {browser.driver.find_element(By.TAG_NAME, 'h1').text!r}")


def enter_username_and_password(browser, screenshot=None):
    element(browser, "i0116").send_keys(ADELE)
    if screenshot:
        browser.screenshot(screenshot)
    element(browser, "idSIButton9").click()
    element(browser, "i0118").send_keys(PASSWORD)
    element(browser, "idSIButton9").click()


class ScriptedBrowser(webbrowser.BaseBrowser):
    """The browser MSAL opens (registered with Python's webbrowser module, as a user's default
    browser is): it loads the authorize URL in Chromium and answers the pages on a thread of its
    own, so that MSAL's loopback server is listening when the pages' form posts the code to it."""

    def __init__(self, browser, answer):
        super().__init__("workbook-test-browser")
        self.browser = browser
        self.answer = answer
        self.opened = []
        self.failure = None
        self.thread = None

    def open(self, url, new=0, autoraise=True):
        self.opened.append(url)

        def run():
            try:
                self.browser.driver.get(url)
                self.answer(self.browser)
            except BaseException as failure:  # reported by interactive() after MSAL returns
                self.failure = failure

        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()
        return True


def interactive(app, browser, answer, **options):
    """`acquire_token_interactive` with Chromium as the user's browser; returns MSAL's result and
    the authorize URL MSAL opened."""
    scripted = ScriptedBrowser(browser, answer)
    webbrowser.register("workbook-test-browser", None, scripted, preferred=True)
    result = app.acquire_token_interactive(["User.Read"], timeout=60, **options)
    assert scripted.opened, "MSAL opened no browser"
    scripted.thread.join(30)
    if scripted.failure:
        raise scripted.failure
    return result, scripted.opened[0]


# 11. The authorization-code flow with PKCE, in a real browser, through the real URLs.
def test_msal_interactive_signs_in_through_the_served_pages_in_chromium(server, open_browser):
    browser = open_browser(server)
    app = msal.PublicClientApplication(TEST_APP, authority=CONTOSO)

    def answer(browser):
        wait_for_heading(browser, "Sign in")
        enter_username_and_password(browser, screenshot="sign-in-page.png")

    result, authorize_url = interactive(app, browser, answer)
    assert "access_token" in result, result
    assert result["id_token_claims"]["preferred_username"] == ADELE
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(authorize_url).query)
    # MSAL takes the endpoint from the openid-configuration, which names the tenant by its GUID.
    assert authorize_url.startswith(f"https://login.microsoftonline.com/{CONTOSO_TENANT}/oauth2/v2.0/authorize?")
    assert query["code_challenge_method"] == ["S256"] and len(query["code_challenge"][0]) == 43
    assert query["redirect_uri"][0].startswith("http://localhost:")
    assert query["response_mode"] == ["form_post"]
    log = server.log()
    assert "CONNECT login.microsoftonline.com" in log, "Chromium reached the real host through the proxy"
    assert f"POST login.microsoftonline.com/{CONTOSO_TENANT}/login 200" in log, "the pages' forms posted the answers"
    assert (ARTIFACTS / "sign-in-page.png").stat().st_size > 0

    # The browser now holds a session: select_account shows the account picker.
    def pick(browser):
        wait_for_heading(browser, "Pick an account")
        browser.screenshot("account-picker.png")
        browser.driver.find_element(By.CSS_SELECTOR, f'button[name="login"][value="{ADELE}"]').click()

    again, _ = interactive(app, browser, pick, prompt="select_account")
    assert again["id_token_claims"]["oid"] == ADELE_OID
    assert again["access_token"] != result["access_token"]


def test_a_guest_consents_in_chromium_and_client_info_names_her_home_account(server, open_browser):
    browser = open_browser(server)
    app = msal.PublicClientApplication(TEST_APP, authority=FABRIKAM)

    def answer(browser):
        enter_username_and_password(browser)
        wait_for_heading(browser, "Permissions requested")
        browser.screenshot("consent-page.png")
        assert "Sign you in and read your profile" in browser.driver.page_source
        element(browser, "idSIButton9").click()

    result, _ = interactive(app, browser, answer)
    assert "access_token" in result, result
    claims = result["id_token_claims"]
    assert claims["tid"] == FABRIKAM_TENANT, "the token is the guest's, from Fabrikam"
    assert claims["oid"] == ADELE_GUEST_OID
    [account] = app.get_accounts()
    assert account["home_account_id"] == f"{ADELE_OID}.{CONTOSO_TENANT}", "client_info names her home account"


def test_the_device_login_page_completes_a_device_code_sign_in_in_chromium(serve, open_browser):
    server = serve()
    browser = open_browser(server)
    app = msal.PublicClientApplication(TEST_APP, authority=CONTOSO)
    flow = app.initiate_device_flow(scopes=["User.Read"])
    browser.driver.get(flow["verification_uri"])
    assert browser.driver.current_url == "https://login.microsoftonline.com/common/oauth2/deviceauth"
    wait_for_heading(browser, "Enter code")
    element(browser, "otc").send_keys(flow["user_code"])
    browser.screenshot("device-login-page.png")
    element(browser, "idSIButton9").click()
    enter_username_and_password(browser)
    wait_for_heading(browser, "You have signed in")
    result = app.acquire_token_by_device_flow(flow)
    assert result["id_token_claims"]["preferred_username"] == ADELE
