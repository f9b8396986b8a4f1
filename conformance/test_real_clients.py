"""Real client libraries against `workbook serve`: what they accept is what the real service sends.

Each test drives MSAL Python, ADAL Python, azure-identity, PyJWT or Authlib exactly as an app
would, with the real URLs (https://login.microsoftonline.com/...); conftest.py routes their
connections to the served port.
"""

import ssl
import time

import adal
import jwt
import msal
import pytest
import requests
from authlib.oidc.discovery import OpenIDProviderMetadata
from azure.core.exceptions import ClientAuthenticationError
from azure.identity import UsernamePasswordCredential

from conftest import ADELE, ADELE_OID, CONTOSO_TENANT, PASSWORD, TEST_APP

AUTHORITY = "https://login.microsoftonline.com/organizations"
CONTOSO = "https://login.microsoftonline.com/contoso.onmicrosoft.com"
GRAPH_ME = "https://graph.microsoft.com/v1.0/me"


def msal_app(authority=AUTHORITY, **options):
    return msal.PublicClientApplication(TEST_APP, authority=authority, **options)


def password_token(app, scopes=("User.Read",)):
    result = app.acquire_token_by_username_password(ADELE, PASSWORD, scopes=list(scopes))
    assert "access_token" in result, result
    return result


# 1. MSAL ROPC: a token, its id_token claims, and the account's home_account_id.
def test_msal_password_grant_gives_tokens_and_the_account(server):
    app = msal_app()
    result = password_token(app)
    claims = result["id_token_claims"]
    assert claims["preferred_username"] == ADELE
    assert claims["oid"] == ADELE_OID
    assert claims["tid"] == CONTOSO_TENANT
    assert claims["iss"] == f"https://login.microsoftonline.com/{CONTOSO_TENANT}/v2.0"
    [account] = app.get_accounts()
    assert account["home_account_id"] == f"{ADELE_OID}.{CONTOSO_TENANT}"
    assert account["username"] == ADELE
    assert "userrealm" in server.log().lower(), "MSAL asks the user realm before a password grant"


# 2. The access token verifies against the published JWKS: RS256, audience, issuer, kid.
def test_access_token_verifies_with_pyjwt_against_the_jwks(server):
    result = password_token(msal_app())
    token = result["access_token"]
    header = jwt.get_unverified_header(token)
    assert header["alg"] == "RS256"
    configuration = requests.get(f"{CONTOSO}/v2.0/.well-known/openid-configuration").json()
    # PyJWKClient fetches with urllib, which reads no REQUESTS_CA_BUNDLE: it is given the authority.
    trust = ssl.create_default_context(cafile=server.authority_pem)
    keys = jwt.PyJWKClient(configuration["jwks_uri"], ssl_context=trust).get_signing_key(header["kid"])
    claims = jwt.decode(
        token, keys.key, algorithms=["RS256"], audience="00000003-0000-0000-c000-000000000000",
        issuer=f"https://sts.windows.net/{CONTOSO_TENANT}/", options={"verify_aud": False})
    assert claims["oid"] == ADELE_OID
    assert claims["scp"].split() == ["User.Read"] or "User.Read" in claims["scp"].split()
    common_keys = requests.get("https://login.microsoftonline.com/common/discovery/keys").json()
    assert header["kid"] in [key["kid"] for key in common_keys["keys"]], "/common/discovery/keys holds the signing key too"


def test_every_access_token_is_distinct(server):
    app = msal_app()
    first = password_token(app)["access_token"]
    second = password_token(app)["access_token"]
    assert first != second
    assert jwt.decode(first, options={"verify_signature": False})["uti"] != jwt.decode(second, options={"verify_signature": False})["uti"]


# 3. A wrong password: AADSTS50126, through MSAL, ADAL and azure-identity alike.
def test_a_wrong_password_fails_with_50126_in_every_library(server):
    result = msal_app().acquire_token_by_username_password(ADELE, "wrong", scopes=["User.Read"])
    assert result["error"] == "invalid_grant"
    assert 50126 in result["error_codes"]
    assert result["error_description"].startswith("AADSTS50126")

    context = adal.AuthenticationContext(CONTOSO)
    with pytest.raises(adal.AdalError) as raised:
        context.acquire_token_with_username_password("https://graph.microsoft.com", ADELE, "wrong", TEST_APP)
    assert "AADSTS50126" in str(raised.value.error_response)

    credential = UsernamePasswordCredential(TEST_APP, ADELE, "wrong", tenant_id="contoso.onmicrosoft.com")
    with pytest.raises(ClientAuthenticationError) as failed:
        credential.get_token("https://graph.microsoft.com/.default")
    assert "AADSTS50126" in str(failed.value)


# 4. acquire_token_silent answers from the cache; with a short token lifetime it refreshes.
def test_silent_answers_from_the_cache_then_refreshes_an_expired_token(serve):
    # MSAL Python treats a token within five minutes of its expiry as expired: 302 seconds leave
    # it fresh for two, then due for a refresh.
    serve("--access-token-lifetime", "302")
    app = msal_app()
    first = password_token(app)
    [account] = app.get_accounts()
    cached = app.acquire_token_silent(["User.Read"], account=account)
    assert cached["access_token"] == first["access_token"]
    assert cached["token_source"] == "cache"
    time.sleep(3)
    refreshed = app.acquire_token_silent(["User.Read"], account=account)
    assert refreshed["token_source"] == "identity_provider"
    assert refreshed["access_token"] != first["access_token"]


# 5. Device code, through MSAL and through ADAL, approved by the server as Adele.
def test_device_code_flow_through_msal(server):
    app = msal_app()
    flow = app.initiate_device_flow(scopes=["User.Read"])
    assert flow["verification_uri"] == "https://microsoft.com/devicelogin"
    assert flow["user_code"] in flow["message"]
    result = app.acquire_token_by_device_flow(flow)
    assert result["id_token_claims"]["preferred_username"] == ADELE


def test_device_code_flow_through_adal(server):
    context = adal.AuthenticationContext(CONTOSO)
    code = context.acquire_user_code("https://graph.microsoft.com", TEST_APP)
    assert code["verification_url"] == "https://microsoft.com/devicelogin"
    token = context.acquire_token_with_device_code("https://graph.microsoft.com", code, TEST_APP)
    assert token["userId"] == ADELE


# 6. ADAL ROPC: userId is the UPN; a second resource through the multi-resource refresh token.
def test_adal_password_grant_and_the_multi_resource_refresh_token(server):
    context = adal.AuthenticationContext(CONTOSO)
    graph = context.acquire_token_with_username_password("https://graph.microsoft.com", ADELE, PASSWORD, TEST_APP)
    assert graph["userId"] == ADELE
    assert graph["resource"] == "https://graph.microsoft.com"
    assert graph["isMRRT"] is True
    payroll = context.acquire_token_with_refresh_token(graph["refreshToken"], TEST_APP, "https://payroll.contoso.com/")
    assert payroll["resource"] == "https://payroll.contoso.com/"
    # Contoso Payroll takes v2 access tokens, whose audience is its application id, whichever endpoint issued them.
    assert jwt.decode(payroll["accessToken"], options={"verify_signature": False})["aud"] == "5a1a7e11-8b9c-4d0e-9f1a-2b3c4d5e6f70"


# 7. Authlib validates the v2 openid-configuration.
def test_authlib_validates_the_v2_openid_configuration(server):
    for tenant in (CONTOSO_TENANT, "organizations", "common"):
        document = requests.get(f"https://login.microsoftonline.com/{tenant}/v2.0/.well-known/openid-configuration").json()
        metadata = OpenIDProviderMetadata(document)
        for check in (
            "issuer", "authorization_endpoint", "token_endpoint", "jwks_uri", "scopes_supported",
            "response_types_supported", "response_modes_supported", "subject_types_supported",
            "id_token_signing_alg_values_supported", "claims_supported", "token_endpoint_auth_methods_supported",
            "request_uri_parameter_supported",
        ):
            getattr(metadata, f"validate_{check}")()
        # The real document lists private_key_jwt without token_endpoint_auth_signing_alg_values_supported,
        # so Authlib's whole validate() refuses the real service's document too, and the served one alike.
        with pytest.raises(ValueError, match="token_endpoint_auth_signing_alg_values_supported"):
            metadata.validate()
    named = requests.get(f"{CONTOSO}/v2.0/.well-known/openid-configuration").json()
    assert CONTOSO_TENANT in named["issuer"], "a tenant named by domain gets its GUID issuer"
    common = requests.get("https://login.microsoftonline.com/common/v2.0/.well-known/openid-configuration").json()
    assert "/common/" in common["token_endpoint"]


# 8. Graph /me with the token returns Adele; a tampered token gets 401.
def test_graph_me_answers_a_valid_token_and_refuses_a_tampered_one(server):
    token = password_token(msal_app())["access_token"]
    me = requests.get(GRAPH_ME, headers={"Authorization": f"Bearer {token}"})
    assert me.status_code == 200
    assert me.json()["userPrincipalName"] == ADELE
    assert me.json()["id"] == ADELE_OID
    header, payload, signature = token.split(".")
    tampered = ".".join([header, payload, signature[:-4] + ("AAAA" if not signature.endswith("AAAA") else "BBBB")])
    refused = requests.get(GRAPH_ME, headers={"Authorization": f"Bearer {tampered}"})
    assert refused.status_code == 401
    assert refused.json()["error"]["code"] == "InvalidAuthenticationToken"
    assert requests.get(GRAPH_ME).status_code == 401


# 9. A personal Microsoft account cannot use ROPC, as against the real service; device code works.
SAM = "sam@outlook.com"
SAM_PASSWORD = "Outlook!2019"
CONSUMERS_TENANT = "9188040d-6c67-4c5b-b112-36a304b66dad"


def test_a_personal_account_fails_ropc_as_against_the_real_service_and_signs_in_by_device_code(serve):
    server = serve("--approve-device-codes-as", SAM)
    realm = requests.get(f"https://login.microsoftonline.com/common/userrealm/{SAM}?api-version=1.0").json()
    assert realm["account_type"] == "Federated"
    assert realm["domain_name"] == "live.com"
    assert realm["federation_protocol"] == "WSTrust"
    app = msal_app(authority="https://login.microsoftonline.com/consumers")
    with pytest.raises(ValueError, match="Unable to find wstrust endpoint from MEX"):
        app.acquire_token_by_username_password(SAM, SAM_PASSWORD, scopes=["User.Read"])
    log = server.log()
    assert "GET nexus.passport.com/FederationMetadata/2007-06/FederationMetadata.xml 200" in log, log
    assert "/oauth2/v2.0/token" not in log, "MSAL stops before any password grant"

    direct = requests.post(
        "https://login.microsoftonline.com/consumers/oauth2/v2.0/token",
        data={"client_id": TEST_APP, "grant_type": "password", "username": SAM, "password": SAM_PASSWORD,
              "scope": "User.Read openid profile offline_access"})
    assert direct.status_code == 400
    assert direct.json()["error_codes"] == [9001023]
    assert "/common or /consumers" in direct.json()["error_description"]

    flow = app.initiate_device_flow(scopes=["User.Read"])
    result = app.acquire_token_by_device_flow(flow)
    assert "access_token" in result, result
    assert result["id_token_claims"]["preferred_username"] == SAM
    assert result["id_token_claims"]["tid"] == CONSUMERS_TENANT


# 10. Refused refresh tokens, an unknown client, throttling and an outage.
def test_a_revoked_refresh_token_gets_50173_and_silent_returns_nothing(server):
    app = msal_app(authority=CONTOSO)
    password_token(app)
    [account] = app.get_accounts()
    [refresh_token] = [entry["secret"] for entry in app.token_cache.search(msal.TokenCache.CredentialType.REFRESH_TOKEN)]
    # Adele revokes her sessions through Graph, as an administrator does for a lost device.
    revoking = password_token(msal_app(authority=CONTOSO), scopes=("User.RevokeSessions.All",))["access_token"]
    revoked = requests.post(
        "https://graph.microsoft.com/v1.0/me/revokeSignInSessions", headers={"Authorization": f"Bearer {revoking}"})
    assert revoked.status_code == 200 and revoked.json()["value"] is True
    assert app.acquire_token_silent(["User.Read"], account=account, force_refresh=True) is None
    refused = msal_app(authority=CONTOSO).acquire_token_by_refresh_token(refresh_token, scopes=["User.Read"])
    assert refused["error"] == "invalid_grant"
    assert 50173 in refused["error_codes"]



def test_a_malformed_refresh_token_is_refused_and_silent_returns_nothing(server):
    app = msal_app()
    result = app.acquire_token_by_refresh_token("not-a-refresh-token", scopes=["User.Read"])
    assert result["error"] == "invalid_grant"
    assert 9002313 in result["error_codes"]


def test_an_unknown_client_id_is_refused_with_700016(server):
    app = msal.PublicClientApplication("00000000-1111-4222-8333-444444444444", authority=CONTOSO)
    result = app.acquire_token_by_username_password(ADELE, PASSWORD, scopes=["User.Read"])
    assert result["error"] == "unauthorized_client"
    assert 700016 in result["error_codes"]


def test_throttling_answers_429_with_retry_after(serve):
    server = serve("--fault", "throttle")
    response = requests.post(
        f"{CONTOSO}/oauth2/v2.0/token",
        data={"client_id": TEST_APP, "grant_type": "password", "username": ADELE, "password": PASSWORD, "scope": "User.Read"})
    assert response.status_code == 429
    assert int(response.headers["Retry-After"]) > 0
    assert response.text == "Too Many Requests", "the real service's 429 body is not JSON either"
    # MSAL Python cannot read a 429 body that is not JSON, as with the real service; it keeps the
    # answer for Retry-After seconds, so asking again does not reach the service.
    app = msal_app(authority=CONTOSO)
    for _ in range(2):
        with pytest.raises(ValueError):
            app.acquire_token_by_username_password(ADELE, PASSWORD, scopes=["User.Read"])
    token_requests = [line for line in server.log().splitlines() if "/oauth2/v2.0/token" in line]
    assert len(token_requests) == 2, f"one from requests, one from MSAL, none from MSAL's second try: {token_requests}"


def test_an_outage_answers_503_temporarily_unavailable(serve):
    serve("--fault", "outage")
    response = requests.post(
        f"{CONTOSO}/oauth2/v2.0/token",
        data={"client_id": TEST_APP, "grant_type": "password", "username": ADELE, "password": PASSWORD, "scope": "User.Read"})
    assert response.status_code == 503
    assert response.json()["error"] == "temporarily_unavailable"
    assert "Retry-After" in response.headers
