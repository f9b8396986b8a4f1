"""Starts `workbook-server` for the conformance tests and points real clients at it.

Each server runs on a free loopback port with its own state directory (so its own certificate
authority). The clients keep the real URLs: only their connections go to the server, through
HTTPS_PROXY, with the server's authority trusted through REQUESTS_CA_BUNDLE.
"""

import os
import pathlib
import subprocess
import tempfile

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
SERVER = pathlib.Path(os.environ.get("WORKBOOK_SERVER", ROOT / ".build" / "debug" / "workbook-server"))

TEST_APP = "7e57c11e-0000-4000-8000-00000000c0de"
CONTOSO_TENANT = "c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b"
ADELE = "adele@contoso.com"
ADELE_OID = "a11ce000-0000-4000-8000-0000000000a1"
PASSWORD = "Contoso!2019"


class Server:
    """A running `workbook-server`: its port, its authority, and its request log."""

    def __init__(self, *arguments):
        self.state = tempfile.mkdtemp(prefix="workbook-conformance-")
        self.log_path = pathlib.Path(self.state) / "requests.log"
        self.log_file = open(self.log_path, "w")
        environment = dict(os.environ, XDG_STATE_HOME=self.state)
        self.process = subprocess.Popen(
            [str(SERVER), "--port", "0", *arguments],
            stdout=subprocess.PIPE, stderr=self.log_file, text=True, env=environment)
        first = self.process.stdout.readline().strip()
        second = self.process.stdout.readline().strip()
        prefix = "Serving the simulated Microsoft identity platform on http://127.0.0.1:"
        assert first.startswith(prefix), f"unexpected first line: {first!r}"
        self.port = int(first[len(prefix):])
        self.url = f"http://127.0.0.1:{self.port}"
        self.authority_pem = second.split(": ", 1)[1].split(" (")[0]
        assert pathlib.Path(self.authority_pem).exists(), second

    def log(self):
        self.log_file.flush()
        return self.log_path.read_text()

    def stop(self):
        self.process.terminate()
        code = self.process.wait(timeout=10)
        self.log_file.close()
        return code


@pytest.fixture
def serve(monkeypatch):
    """A factory: `serve("--fault", "throttle")` starts a server and routes the clients to it."""
    servers = []

    def start(*arguments):
        server = Server(*arguments)
        servers.append(server)
        monkeypatch.setenv("HTTPS_PROXY", server.url)
        monkeypatch.setenv("https_proxy", server.url)
        monkeypatch.setenv("REQUESTS_CA_BUNDLE", server.authority_pem)
        monkeypatch.delenv("NO_PROXY", raising=False)
        monkeypatch.delenv("no_proxy", raising=False)
        return server

    yield start
    for server in servers:
        assert server.stop() == 0, "the server exits 0 on SIGTERM"


@pytest.fixture
def server(serve):
    """A server of the fresh world that approves device codes as Adele."""
    return serve("--approve-device-codes-as", ADELE)


# MARK: - A real browser

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
ARTIFACTS = pathlib.Path(os.environ.get("CONFORMANCE_ARTIFACTS", ROOT / ".build" / "conformance-artifacts"))


class Browser:
    """Headless Chromium driven by Selenium, through a server's proxy, trusting its authority.

    Chromium reads trusted authorities from the NSS database in $HOME/.pki/nssdb, so the browser
    runs with a HOME of its own whose database trusts the server's authority and nothing else
    changes on the machine. Loopback addresses (MSAL's redirect) bypass the proxy, as Chromium
    always does.
    """

    def __init__(self, server):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        self.home = tempfile.mkdtemp(prefix="workbook-browser-")
        nssdb = pathlib.Path(self.home) / ".pki" / "nssdb"
        nssdb.mkdir(parents=True)
        subprocess.run(["certutil", "-d", f"sql:{nssdb}", "-N", "--empty-password"], check=True)
        subprocess.run(
            ["certutil", "-d", f"sql:{nssdb}", "-A", "-t", "C,,", "-n", "workbook serve (tests only)",
             "-i", server.authority_pem], check=True)
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in (
            "--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1000,900",
            f"--proxy-server={server.url}", f"--user-data-dir={self.home}/profile",
            "--no-first-run", "--no-default-browser-check", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--disable-client-side-phishing-detection",
            "--disable-features=Translate,OptimizationHints,MediaRouter,AutofillServerCommunication",
        ):
            options.add_argument(argument)
        service = Service(executable_path=CHROMEDRIVER, env=dict(os.environ, HOME=self.home))
        self.driver = webdriver.Chrome(options=options, service=service)
        self.driver.set_page_load_timeout(30)

    def screenshot(self, name):
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / name
        self.driver.save_screenshot(str(path))
        return path

    def quit(self):
        self.driver.quit()


@pytest.fixture
def open_browser():
    """A factory: `open_browser(server)` starts Chromium routed through that server."""
    if os.environ.get("CONFORMANCE_BROWSER") == "skip":
        pytest.skip("the real-browser tests run on Debian/Ubuntu, with apt's chromium and chromium-driver (see conformance/run)")
    if not (pathlib.Path(CHROMIUM).exists() and pathlib.Path(CHROMEDRIVER).exists()):
        pytest.fail(f"the browser tests need {CHROMIUM} and {CHROMEDRIVER} (Debian: apt-get install chromium chromium-driver)")
    browsers = []

    def start(server):
        browser = Browser(server)
        browsers.append(browser)
        return browser

    yield start
    for browser in browsers:
        browser.quit()
